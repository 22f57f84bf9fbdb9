import type { APIGatewayProxyEvent } from 'aws-lambda';
import ipaddr from 'ipaddr.js';
import { apiBasePaths } from '../../../shared/api/routes';
import { viewerAddressHeader } from '../../../shared/api/viewer-address';
import { header } from './headers';

/**
 * The client's address as AWS sees it, the one thing per-client limits count by (a
 * header the client sets could claim any address). On the console API every request comes through CloudFront, so API Gateway's source IP is
 * an edge server's: the viewer's address is the `CloudFront-Viewer-Address` header CloudFront
 * sets (`ip:port`); the execute-api endpoint only answers CloudFront (infra: the origin secret
 * checked by the API's web ACL), so nobody can set that header themselves. On the public API the
 * source IP of the connection is the client's. Never X-Forwarded-For, whose first entries the
 * client writes. The local gateway sets both the same way from its socket.
 *
 * IPv6 addresses count per /64, the block one subscriber usually holds.
 */
type ClientEvent = Pick<APIGatewayProxyEvent, 'headers' | 'resource' | 'requestContext'>;

/** Console API resources sit under its base path; the public API's do not. */
export const isConsoleRequest = (event: Pick<ClientEvent, 'resource'>): boolean =>
  (event.resource ?? '').startsWith(`${apiBasePaths.console}/`);

/** The client's full address ('' when there is none to read). */
export function clientAddressOf(event: ClientEvent): string {
  return isConsoleRequest(event)
    ? withoutPort(header(event, viewerAddressHeader) ?? '')
    : (event.requestContext?.identity?.sourceIp ?? '');
}

/** `198.51.100.7:443` → `198.51.100.7`; `2001:db8::1:443` → `2001:db8::1` (CloudFront's format). */
const withoutPort = (value: string): string => {
  const at = value.lastIndexOf(':');
  return at > 0 ? value.slice(0, at).replace(/^\[|\]$/g, '') : value;
};

/** The key of an address that cannot be parsed; the console API refuses such a request. */
export const unknownClient = 'unknown';

/** The counting key of an address: IPv4 as is, IPv6 as its /64; unparseable: "unknown". */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return unknownClient;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
