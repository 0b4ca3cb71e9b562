import type { AppDeps } from '../../worker/adapters/deps';
import { posts, subscriptions, tags } from '../../db/schema';
import { makeMember } from './sessions';

const DAY = 86_400_000;

/** A member whose subscription to `tierId` is active for 30 more days (as after paying). */
export async function makeSubscriber(deps: AppDeps, tierId: 'tier_bronze' | 'tier_prata' | 'tier_ouro', opts: { username?: string } = {}) {
  const member = await makeMember(deps, { tierId, ...opts });
  await deps.db.insert(subscriptions).values({
    id: `sub_${member.userId}`,
    userId: member.userId,
    tierId,
    status: 'active',
    currentPeriodEnd: new Date(deps.clock.now().getTime() + 30 * DAY),
    createdAt: deps.clock.now(),
  });
  return member;
}

/** A post written straight to the table (for reads and reactions; publishing is tested through feed.create). */
export async function makePost(deps: AppDeps, userId: string, opts: { content?: string; createdAt?: Date } = {}) {
  const id = `post_${deps.random.id()}`;
  await deps.db.insert(posts).values({ id, userId, content: opts.content ?? 'Bora pro show!', createdAt: opts.createdAt ?? deps.clock.now() });
  return id;
}

export async function makeTag(deps: AppDeps, name: string) {
  const id = `tag_${name}_${deps.random.id()}`;
  await deps.db.insert(tags).values({ id, name: `${name}${deps.random.int(1e6)}`, color: '#f59e0b' });
  return id;
}
