import type { ApiName } from '../../../shared/api/routes';
import { viewerAddressHeader } from '../../../shared/api/viewer-address';
import type { RawRequest } from './proxy-event';

/**
 * The client's address as the local gateway passes it on, the way AWS does, so the per-client limits count the same address:
 * headers a client could use to claim another address are dropped, and on the console API the
 * gateway adds `CloudFront-Viewer-Address` from its socket as CloudFront would; API Gateway then
 * adds X-Forwarded-For (proxy-event.ts) from the same socket address.
 */
const spoofable = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded', viewerAddressHeader.toLowerCase()]);

export function asSeenByAws(request: RawRequest, api: ApiName, remotePort: number | undefined): RawRequest {
  const headers = request.headers.filter(([name]) => !spoofable.has(name.toLowerCase()));
  if (api === 'console') headers.push([viewerAddressHeader, `${request.sourceIp}:${remotePort ?? 0}`]);
  return { ...request, headers };
}
