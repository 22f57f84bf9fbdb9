import useSWR from 'swr';
import { RUNTIME_CONFIG_PATH } from '../../../shared/api/runtime-config-path';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config.schema';
import { cacheLifetimes } from './swr';

/** Nothing configured: what the SPA shows until the file arrives, or when it is missing or bad. */
const noSettings: RuntimeConfig = { contact: {} };

/** Reads the deployment's /runtime-config.json (shared/contract/runtime-config.schema.ts). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) return noSettings;
  const body: unknown = await response.json().catch(() => undefined);
  // Checked against runtimeConfigSchema where it is written (the deploy's app config, the local
  // stack's environment), as API answers are by the server: zod stays out of the pages, and under
  // the pages' Content-Security-Policy (no eval) zod's compiled parsers would report violations.
  if (!isObject(body)) return noSettings;
  const { contact, public_api_url } = body;
  return {
    contact: isObject(contact) ? (contact as RuntimeConfig['contact']) : {},
    ...(typeof public_api_url === 'string' ? { public_api_url } : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The deployment's settings, read once per page life; until then, none. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useSWR(RUNTIME_CONFIG_PATH, fetchRuntimeConfig, cacheLifetimes.static);
  return data ?? noSettings;
}
