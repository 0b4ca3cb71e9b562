/**
 * The unit a rate limit counts for one client address. An IPv4 address is one
 * home or one carrier NAT. An IPv6 client is handed a whole /64 and can pick
 * any address in it, so per-address counting would let one phone vote forever:
 * IPv6 addresses count by their /64 prefix. IPv4-mapped IPv6 counts as IPv4.
 */
export function rateLimitSubject(ip: string): string {
  const addr = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!addr.includes(':')) return addr;
  const mapped = /^(?:0*:)*:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(addr);
  if (mapped) return mapped[1]!;
  const groups = expandIpv6(addr);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : addr;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function expandIpv6(addr: string): string[] | null {
  const halves = addr.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':') : []);
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  // An embedded IPv4 tail (…:1.2.3.4) is two groups; only the /64 prefix matters here.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes('.')) last.splice(last.length - 1, 1, '0', '0');
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
