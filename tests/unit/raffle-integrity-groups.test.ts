import { describe, expect, it } from 'vitest';
import { groupCoupons, type TracedCoupon } from '../../worker/services/raffle/integrity/internal/group-coupons';
import { networkOf } from '../../worker/lib/raffle-trace';

const MIN = 60_000;
const lists = { disposable: new Map([['dom-desc', 'mailinator.com']]), free: new Set(['dom-gmail']) };
let n = 0;
const coupon = (over: Partial<TracedCoupon>): TracedCoupon => ({
  id: `v${String(++n).padStart(4, '0')}`,
  createdAt: 0,
  confirmedAt: null,
  net: null,
  address: null,
  domain: null,
  confirmAddress: null,
  ...over,
});
const rules = (cs: TracedCoupon[]) => groupCoupons(cs, lists).map((g) => [g.rule, g.members.length]);

describe('raffle integrity groups', () => {
  it('a network: five coupons at most ten minutes apart make a group; a longer pause starts another', () => {
    const at = [0, 3, 6, 9, 12, 40, 41, 42].map((m) => coupon({ net: 'n1', createdAt: m * MIN }));
    expect(rules(at)).toEqual([['rede', 5]]);
    expect(rules(at.slice(0, 4))).toEqual([]);
  });

  it('a domain counts confirmations within five minutes, never the large free providers', () => {
    const confirmed = (domain: string, m: number) => coupon({ domain, createdAt: 0, confirmedAt: m * MIN });
    expect(rules([0, 1, 2, 3, 4].map((m) => confirmed('dom-catchall', m)))).toEqual([['dominio', 5]]);
    expect(rules([0, 1, 2, 3, 4].map((m) => confirmed('dom-gmail', m)))).toEqual([]);
    expect(rules([0, 6, 12, 18, 24].map((m) => confirmed('dom-catchall', m)))).toEqual([]);
    // Unconfirmed coupons are not confirmations.
    expect(rules([0, 1, 2, 3, 4].map(() => coupon({ domain: 'dom-catchall' })))).toEqual([]);
  });

  it('confirmations from one address; a disposable inbox alone is a group', () => {
    const cs = [0, 1, 2, 3, 4].map((m) => coupon({ confirmAddress: 'a1', confirmedAt: m * MIN }));
    expect(rules(cs)).toEqual([['confirmacao', 5]]);
    expect(rules([coupon({ domain: 'dom-desc' })])).toEqual([['descartavel', 1]]);
  });

  it('a group keeps its id while it grows', () => {
    const first = [0, 1, 2, 3, 4].map((m) => coupon({ net: 'n2', createdAt: m * MIN }));
    const id = groupCoupons(first, lists)[0]!.id;
    expect(groupCoupons([...first, coupon({ net: 'n2', createdAt: 5 * MIN })], lists)[0]!.id).toBe(id);
  });

  it('networks: IPv4 /24, IPv6 /48 (IPv4-mapped counts as IPv4)', () => {
    expect(networkOf('198.51.100.77')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.8')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12:1::9')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8:abcd:ff::1')).toBe(networkOf('2001:db8:abcd:12::1'));
  });
});
