import { lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../domain/app-error';

/**
 * SSRF guard of webhook URLs. Only public unicast addresses may be called: private, loopback,
 * link-local (the 169.254.169.254 metadata service), CGNAT, unique-local (fd00:ec2::254),
 * multicast and reserved ranges are refused, IPv4-mapped IPv6 judged as the IPv4 inside. The
 * local stack also allows loopback, so tests and demos can receive on 127.0.0.1.
 *
 * It is applied twice: when a URL is saved (every address the name resolves to now), and when
 * it is called, on the address the socket actually connects to (`guardedLookup`), so a name that
 * resolves elsewhere later (DNS rebinding) is still refused.
 */
export interface AddressPolicy {
  readonly allowLoopback: boolean;
}

export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses (400 webhook_url_refused) a URL whose host is, or now resolves to, a refused address. */
export function createWebhookUrlCheck(policy: AddressPolicy) {
  return async (raw: string): Promise<void> => {
    const host = hostOf(new URL(raw));
    const refuse = () => {
      throw new AppError('webhook_url_refused', { field: 'config' });
    };
    if (isIP(host)) {
      if (!isAllowedAddress(host, policy)) refuse();
      return;
    }
    if (host === 'localhost' || host.endsWith('.localhost')) {
      if (!policy.allowLoopback) refuse();
      return;
    }
    const addresses = await new Promise<{ address: string }[]>((resolve) =>
      lookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
    );
    // A name that does not resolve yet is kept: the check at send time refuses it if it must.
    if (addresses.some((a) => !isAllowedAddress(a.address, policy))) refuse();
  };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses to connect to a refused address. */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      const refused = found.find((a) => !isAllowedAddress(a.address, policy));
      if (refused || found.length === 0) {
        const denied = Object.assign(
          new Error(`refused address ${refused?.address ?? 'none'} for ${hostname}`),
          {
            code: 'EADDRREFUSED',
          },
        );
        return callback(denied, '');
      }
      if (options.all) return callback(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
