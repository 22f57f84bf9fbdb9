/**
 * The header that carries the console client's address: CloudFront sets it on every request it
 * forwards to the console API (`ip:port`; its origin request policy names it, so it cannot be
 * dropped by a change of managed policy), the local gateway sets it from its socket, and the
 * console routes refuse a request without it (functions/platform/http/client-address.ts).
 */
export const viewerAddressHeader = 'CloudFront-Viewer-Address';
