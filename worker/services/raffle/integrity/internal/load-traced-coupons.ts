import { sql } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../../../db/schema';
import type { AppDeps } from '../../../../adapters/deps';
import { RAFFLE_INTEGRITY_RULES } from '../../../../contracts/raffle-integrity';
import type { DomainLists, TracedCoupon } from './group-coupons';

export interface LoadedCoupon extends TracedCoupon {
  coupon: string;
  cpfEncrypted: string;
  emailEncrypted: string;
}

const json = (keys: string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(keys)}))`;

/**
 * The poll's coupons still in the running that could be in a group: first the keys shared by at
 * least a rule's minimum (and every domain, to find the disposable ones by hash), then only the
 * coupons holding one of those keys. A poll of many thousand fans from different places reads a
 * few rows, not every vote.
 */
export async function loadTracedCoupons(deps: Pick<AppDeps, 'db'>, pollId: string, lists: DomainLists): Promise<LoadedCoupon[]> {
  const live = sql`poll_id = ${pollId} AND void_id IS NULL AND purged_at IS NULL`;
  const { rede, confirmacao, dominio } = RAFFLE_INTEGRITY_RULES;
  const keys = await deps.db.all<{ rule: string; key: string }>(sql`
    SELECT 'rede' AS rule, vote_net_hash AS key FROM ${tshirtPollVotes} WHERE ${live} AND vote_net_hash IS NOT NULL
      GROUP BY vote_net_hash HAVING count(*) >= ${rede.min}
    UNION ALL
    SELECT 'confirmacao', confirm_address_hash FROM ${tshirtPollVotes} WHERE ${live} AND confirm_address_hash IS NOT NULL
      AND email_confirmed_at IS NOT NULL GROUP BY confirm_address_hash HAVING count(*) >= ${confirmacao.min}
    UNION ALL
    SELECT CASE WHEN count(email_confirmed_at) >= ${dominio.min} THEN 'dominio' ELSE 'outro' END, email_domain_hash
      FROM ${tshirtPollVotes} WHERE ${live} AND email_domain_hash IS NOT NULL GROUP BY email_domain_hash`);
  const nets = keys.filter((k) => k.rule === 'rede').map((k) => k.key);
  const confirmers = keys.filter((k) => k.rule === 'confirmacao').map((k) => k.key);
  const domains = keys.filter((k) => lists.disposable.has(k.key) || (k.rule === 'dominio' && !lists.free.has(k.key))).map((k) => k.key);
  if (!nets.length && !confirmers.length && !domains.length) return [];
  const rows = await deps.db.all<{
    id: string;
    coupon: string;
    created_at: number;
    email_confirmed_at: number | null;
    vote_net_hash: string | null;
    vote_address_hash: string | null;
    email_domain_hash: string | null;
    confirm_address_hash: string | null;
    cpf_encrypted: string;
    email_encrypted: string;
  }>(sql`
    SELECT id, raffle_coupon AS coupon, created_at, email_confirmed_at, vote_net_hash, vote_address_hash, email_domain_hash,
      confirm_address_hash, cpf_encrypted, email_encrypted
    FROM ${tshirtPollVotes}
    WHERE ${live} AND (vote_net_hash IN ${json(nets)} OR confirm_address_hash IN ${json(confirmers)} OR email_domain_hash IN ${json(domains)})`);
  return rows.map((r) => ({
    id: r.id,
    coupon: r.coupon,
    createdAt: r.created_at,
    confirmedAt: r.email_confirmed_at,
    net: r.vote_net_hash,
    address: r.vote_address_hash,
    domain: r.email_domain_hash,
    confirmAddress: r.confirm_address_hash,
    cpfEncrypted: r.cpf_encrypted,
    emailEncrypted: r.email_encrypted,
  }));
}
