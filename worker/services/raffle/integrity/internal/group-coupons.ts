import { RAFFLE_INTEGRITY_RULES, type RaffleIntegrityRule } from '../../../../contracts/raffle-integrity';

/** A coupon still in the running (not voided, not erased), with its integrity hashes (lib/raffle-trace.ts). */
export interface TracedCoupon {
  id: string;
  createdAt: number;
  confirmedAt: number | null;
  net: string | null;
  address: string | null;
  domain: string | null;
  confirmAddress: string | null;
}

export interface CouponGroup<T extends TracedCoupon = TracedCoupon> {
  id: string;
  rule: RaffleIntegrityRule;
  /** The hashed key the group shares (a network, an address, a domain). */
  key: string;
  members: T[];
  from: number;
  to: number;
}

export interface DomainLists {
  /** Hash of a disposable domain → the domain, from the public list. */
  disposable: ReadonlyMap<string, string>;
  /** Hashes of the large free providers, left out of the domain rule. */
  free: ReadonlySet<string>;
}

type Pick = (c: TracedCoupon) => { key: string | null; at: number | null };

const PICKS: Record<Exclude<RaffleIntegrityRule, 'descartavel'>, Pick> = {
  rede: (c) => ({ key: c.net, at: c.createdAt }),
  confirmacao: (c) => ({ key: c.confirmedAt === null ? null : c.confirmAddress, at: c.confirmedAt }),
  dominio: (c) => ({ key: c.confirmedAt === null ? null : c.domain, at: c.confirmedAt }),
};

/** Coupons with the same key, in time order, split where two neighbours are more than `gapMs` apart. */
function runsOf<T extends TracedCoupon>(coupons: T[], pick: Pick, gapMs: number | null) {
  const byKey = new Map<string, { c: T; at: number }[]>();
  for (const c of coupons) {
    const { key, at } = pick(c);
    if (key === null || at === null) continue;
    const list = byKey.get(key) ?? [];
    list.push({ c, at });
    byKey.set(key, list);
  }
  const runs: { key: string; items: { c: T; at: number }[] }[] = [];
  for (const [key, list] of byKey) {
    list.sort((a, b) => a.at - b.at || a.c.id.localeCompare(b.c.id));
    let run: { c: T; at: number }[] = [];
    for (const item of list) {
      if (run.length && gapMs !== null && item.at - run[run.length - 1]!.at > gapMs) {
        runs.push({ key, items: run });
        run = [];
      }
      run.push(item);
    }
    if (run.length) runs.push({ key, items: run });
  }
  return runs;
}

/**
 * The groups the panel shows, largest first. A coupon can be in more than one group (the same
 * farm shows as one network, one confirming address and one domain); voiding one group takes its
 * coupons out of the others. A group's id is its rule, key and first moment, so a group that
 * grows keeps its id and the void can check it is the group the artist saw.
 */
export function groupCoupons<T extends TracedCoupon>(coupons: T[], lists: DomainLists): CouponGroup<T>[] {
  const groups: CouponGroup<T>[] = [];
  const add = (rule: RaffleIntegrityRule, key: string, items: { c: T; at: number }[]) => {
    const from = items[0]!.at;
    groups.push({ id: `${rule}:${key.slice(0, 16)}:${from}`, rule, key, members: items.map((i) => i.c), from, to: items.at(-1)!.at });
  };
  for (const rule of ['rede', 'confirmacao', 'dominio'] as const) {
    const { min, gapMinutes } = RAFFLE_INTEGRITY_RULES[rule];
    const pick: Pick =
      rule === 'dominio' ? (c) => (c.domain && lists.free.has(c.domain) ? { key: null, at: null } : PICKS.dominio(c)) : PICKS[rule];
    for (const run of runsOf(coupons, pick, gapMinutes * 60_000)) if (run.items.length >= min) add(rule, run.key, run.items);
  }
  const disposable = (c: TracedCoupon) => ({ key: c.domain && lists.disposable.has(c.domain) ? c.domain : null, at: c.createdAt });
  for (const run of runsOf(coupons, disposable, null))
    if (run.items.length >= RAFFLE_INTEGRITY_RULES.descartavel.min) add('descartavel', run.key, run.items);
  // Ties: the network first (what the farm did), then what follows from it.
  const order: RaffleIntegrityRule[] = ['rede', 'confirmacao', 'dominio', 'descartavel'];
  return groups.sort(
    (a, b) => b.members.length - a.members.length || order.indexOf(a.rule) - order.indexOf(b.rule) || a.id.localeCompare(b.id),
  );
}
