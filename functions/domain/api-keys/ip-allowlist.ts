import ipaddr from 'ipaddr.js';

/**
 * Does the caller's source IP match one entry of a key's allow-list (spec 01 §5: IPv4 addresses
 * and IPv4 CIDRs)? An IPv4-mapped IPv6 source (::ffff:203.0.113.7, what a dual-stack socket
 * reports) counts as its IPv4 address; any other IPv6 source matches no IPv4 entry. Entries were
 * validated when stored; one that no longer parses matches nothing rather than everything.
 */
export function ipAllowed(sourceIp: string, allowedIps: readonly string[]): boolean {
  let source: ipaddr.IPv4;
  try {
    const parsed = ipaddr.parse(sourceIp.trim());
    if (parsed.kind() === 'ipv4') source = parsed as ipaddr.IPv4;
    else if ((parsed as ipaddr.IPv6).isIPv4MappedAddress()) source = (parsed as ipaddr.IPv6).toIPv4Address();
    else return false;
  } catch {
    return false;
  }
  return allowedIps.some((entry) => {
    try {
      if (!entry.includes('/')) return ipaddr.IPv4.parse(entry).toString() === source.toString();
      return source.match(ipaddr.IPv4.parseCIDR(entry));
    } catch {
      return false;
    }
  });
}
