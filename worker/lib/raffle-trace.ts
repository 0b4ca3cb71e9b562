import { createHmac } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import { rateLimitSubject } from './client-network';
import type { AppConfig } from '../env';

/**
 * What the raffle's integrity check (services/raffle/integrity/) compares between coupons, kept as
 * keyed hashes only: the address a vote came from, its network, the e-mail's domain and the address
 * that confirmed it. Equal inputs give equal hashes, so coupons can be grouped, while the stored
 * value tells nobody without the key which address or domain it was. 128 bits are plenty to group by.
 */
export interface RaffleTrace {
  /** IPv4 /24, IPv6 /48: one office, one block of a carrier, one small hosting range. */
  network(ip: string): string;
  /** IPv4 address, or IPv6 /64 (what one client controls), as rate limits count it. */
  address(ip: string): string;
  /** The part after the last '@', lower-cased. */
  domain(emailOrDomain: string): string;
}

const keyCache = new WeakMap<AppConfig, Buffer>();

function keyOf(config: AppConfig): Buffer {
  let key = keyCache.get(config);
  if (!key) {
    // A key of its own, derived from the CPF key: a trace hash never equals a CPF or e-mail hash.
    key = createHmac('sha256', Buffer.from(decodeBase64(config.CPF_HMAC_KEY)))
      .update('raffle-trace-v1')
      .digest();
    keyCache.set(config, key);
  }
  return key;
}

/** `a.b.c.0/24` for IPv4; the first three groups `/48` for IPv6. */
export function networkOf(ip: string): string {
  const subject = rateLimitSubject(ip);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(subject);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(subject);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : subject;
}

export const domainOf = (emailOrDomain: string) => {
  const s = emailOrDomain.trim().toLowerCase();
  return s.slice(s.lastIndexOf('@') + 1);
};

export function raffleTrace(config: AppConfig): RaffleTrace {
  const key = keyOf(config);
  const hash = (kind: string, value: string) => createHmac('sha256', key).update(`${kind}:${value}`).digest('hex').slice(0, 32);
  return {
    network: (ip) => hash('net', networkOf(ip)),
    address: (ip) => hash('addr', rateLimitSubject(ip)),
    domain: (e) => hash('domain', domainOf(e)),
  };
}
