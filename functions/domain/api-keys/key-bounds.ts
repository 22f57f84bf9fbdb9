import ipaddr from 'ipaddr.js';
import type { ApiKeyRecord } from './api-key.ports';

/**
 * How far a key reaches: its permissions, the addresses it may be used from and its expiry.
 * Two rules compare such grants:
 * - a change that makes a key reach further than before is sensitive (a fresh password proof,
 *   and a mail to the owner: sensitive-changes.ts);
 * - a key managing keys on the public API may not make any key reach further than itself.
 * Both are one question: does `grant` reach beyond `bound`?
 */
export type KeyGrant = Pick<ApiKeyRecord, 'permissions' | 'allowedIps' | 'expiresAt'>;

export type GrantField = 'permissions' | 'allowed_ips' | 'expires_at';

/** An IPv4 address or CIDR as a network and prefix length; undefined when it does not parse. */
function networkOf(entry: string): [ipaddr.IPv4, number] | undefined {
  try {
    return entry.includes('/') ? ipaddr.IPv4.parseCIDR(entry) : [ipaddr.IPv4.parse(entry), 32];
  } catch {
    return undefined;
  }
}

/** Every address `entry` admits is admitted by `bound` (a network inside a network). */
const coveredBy = (entry: string, bound: string): boolean => {
  const inner = networkOf(entry);
  const outer = networkOf(bound);
  return !!inner && !!outer && outer[1] <= inner[1] && inner[0].match(outer[0], outer[1]);
};

/** An empty list admits every address; otherwise each entry must lie inside one of the bound's. */
export function ipsWithin(bound: readonly string[], ips: readonly string[]): boolean {
  if (bound.length === 0) return true;
  if (ips.length === 0) return false;
  return ips.every((entry) => bound.some((outer) => coveredBy(entry, outer)));
}

/** Epoch ms, 0 = never: a key that never expires reaches beyond any key that does. */
export const expiryWithin = (bound: number, expiresAt: number): boolean =>
  bound === 0 || (expiresAt !== 0 && expiresAt <= bound);

export const permissionsWithin = (
  bound: KeyGrant['permissions'],
  permissions: KeyGrant['permissions'],
): boolean => permissions.every((p) => bound.includes(p));

/** The fields in which `grant` reaches beyond `bound`; empty when it stays within. */
export function reachBeyond(bound: KeyGrant, grant: KeyGrant): GrantField[] {
  return [
    ...(permissionsWithin(bound.permissions, grant.permissions) ? [] : (['permissions'] as const)),
    ...(ipsWithin(bound.allowedIps, grant.allowedIps) ? [] : (['allowed_ips'] as const)),
    ...(expiryWithin(bound.expiresAt, grant.expiresAt) ? [] : (['expires_at'] as const)),
  ];
}
