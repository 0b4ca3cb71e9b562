import type { AppDeps } from '../../../adapters/deps';
import { RAFFLE_GROUP_SAMPLES, type RaffleIntegrity, type RaffleIntegrityGroup } from '../../../contracts/raffle-integrity';
import { maskEmail } from '../../../lib/mask-pii';
import { maskCpf, openPii } from '../../../lib/pii-open';
import { loadRaffle } from '../get-raffle-status';
import { domainLists } from './internal/domain-lists';
import { groupCoupons } from './internal/group-coupons';
import { loadTracedCoupons } from './internal/load-traced-coupons';
import { listRaffleVoids } from './raffle-voids';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The newest poll's groups as they are now, for the panel's list and for the void to check against. */
export async function currentGroups(deps: Deps) {
  const raffle = await loadRaffle(deps);
  if (!raffle) return null;
  const lists = domainLists(deps.config);
  const coupons = await loadTracedCoupons(deps, raffle.pollId, lists);
  return { raffle, lists, groups: groupCoupons(coupons, lists) };
}

/**
 * 'Integridade do sorteio': the groups of coupons that look farmed, each with its counts, time
 * span and a few masked samples (CPF `***.456.789-**`, e-mail `a***@dominio`), and the voids made
 * so far. After the freeze the list cannot change, so no group is offered.
 */
export async function getRaffleIntegrity(deps: Deps): Promise<RaffleIntegrity> {
  const found = await currentGroups(deps);
  if (!found) return { open: false, groups: [], voids: [] };
  const voids = await listRaffleVoids(deps, found.raffle.pollId);
  if (found.raffle.freeze) return { open: false, groups: [], voids };
  const groups = found.groups.map((g): RaffleIntegrityGroup => ({
    id: g.id,
    rule: g.rule,
    couponCount: g.members.length,
    confirmedCount: g.members.filter((m) => m.confirmedAt !== null).length,
    addressCount: new Set(g.members.map((m) => m.address ?? m.id)).size,
    from: new Date(g.from).toISOString(),
    to: new Date(g.to).toISOString(),
    domain: g.rule === 'descartavel' ? (found.lists.disposable.get(g.key) ?? null) : null,
    samples: g.members.slice(0, RAFFLE_GROUP_SAMPLES).map((m) => ({
      coupon: m.coupon,
      cpfMasked: maskCpf(openPii(deps.config, m.cpfEncrypted)),
      emailMasked: maskEmail(openPii(deps.config, m.emailEncrypted)),
    })),
  }));
  return { open: true, groups, voids };
}
