import { lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../domain/app-error';

/**
 * SSRF guard of webhook URLs. Only public unicast addresses may be called: private, loopback,
 * link-local (the 169.254.169.254 metadata service), CGNAT, unique-local (fd00:ec2::254),
 * multicast and reserved ranges are refused, IPv4-mapped IPv6 (`::ffff:a.b.c.d`) judged as the
 * IPv4 inside. Every other IPv6 form that carries an IPv4 address is refused whatever that
 * address: IPv4-compatible `::a.b.c.d` (`::/96`, deprecated, yet a host may still route it to
 * the IPv4), IPv4-translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`
 * (a VPC's NAT64 gateway reaches the IPv4 inside, private ones included), 6to4 `2002::/16` and
 * Teredo `2001::/32`. A real receiver has a native address, so nothing legitimate is lost. The
 * local stack also allows loopback, so tests and demos can receive on 127.0.0.1.
 *
 * On AWS a webhook must be `https://`: alerts carry the user's addresses and findings, and the
 * signature proves who sent them, not that nobody read them on the way. Locally plain `http://`
 * stays allowed (receivers on 127.0.0.1 have no certificate).
 *
 * It is applied twice: when a URL is saved (every address the name resolves to now), and when
 * it is called, on the address the socket actually connects to (`guardedLookup`), so a name that
 * resolves elsewhere later (DNS rebinding) is still refused.
 */
export interface AddressPolicy {
  readonly allowLoopback: boolean;
  /** Refuse `http://` (AWS); false locally. */
  readonly requireHttps: boolean;
}

/** `::/96`: the deprecated IPv4-compatible form (`::1` and `::` sit in it too; ranges decide those). */
const ipv4Compatible = ipaddr.parseCIDR('::/96');

/**
 * IPv6 in the URL standard's canonical form (hex, no dotted tail): ipaddr.js reads `::a.b.c.d`
 * as if it were the mapped `::ffff:a.b.c.d`, which would judge an IPv4-compatible address by its
 * IPv4; `::808:808` it reads as it is.
 */
const canonical = (address: string): string =>
  isIP(address) === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address;

export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(canonical(address));
  const range = parsed.range();
  if (policy.allowLoopback && range === 'loopback') return true;
  if (parsed.kind() === 'ipv6' && parsed.match(ipv4Compatible)) return false;
  return range === 'unicast';
}

/** Whether the URL's scheme may be called under the policy. */
export const isAllowedScheme = (url: URL, policy: AddressPolicy): boolean =>
  url.protocol === 'https:' || (url.protocol === 'http:' && !policy.requireHttps);

const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses (400 webhook_url_refused) a URL whose host is, or now resolves to, a refused address. */
export function createWebhookUrlCheck(policy: AddressPolicy) {
  return async (raw: string): Promise<void> => {
    const url = new URL(raw);
    if (!isAllowedScheme(url, policy)) throw new AppError('webhook_https_required', { field: 'config' });
    const host = hostOf(url);
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
