import { useRuntimeConfig } from '../../lib/runtime-config';

/** The Vite dev server (`npm run web:dev`) proxies only /api; /v1 is the local gateway's. */
const VITE_DEV_PORT = '5173';
const LOCAL_GATEWAY_ORIGIN = 'http://localhost:3000';

/**
 * Where the public API is when the deployment has not said (its runtime config not read yet): the
 * page's own origin, as the local gateway serves /v1 beside the SPA, or the gateway on :3000
 * behind the Vite dev server. A deployment always says (infra writes the API Gateway stage URL).
 */
export function pageApiOrigin(origin = globalThis.location?.origin ?? LOCAL_GATEWAY_ORIGIN): string {
  try {
    const url = new URL(origin);
    return url.port === VITE_DEV_PORT ? LOCAL_GATEWAY_ORIGIN : url.origin;
  } catch {
    return LOCAL_GATEWAY_ORIGIN;
  }
}

/**
 * The public API's base URL every docs example is built on: the deployment's (`public_api_url`
 * in /runtime-config.json: the stack's API Gateway stage URL on AWS, the local gateway with
 * `npm start`), so a pasted example reaches the API that issued the reader's key.
 */
export function usePublicApiUrl(): string {
  return useRuntimeConfig().public_api_url ?? pageApiOrigin();
}
