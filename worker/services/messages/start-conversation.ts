import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { conversationParticipants, conversations, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { CONVERSATION_EVENT, inboxChannel, type StartConversationInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { mayStartConversation, memberRights } from '../members/rights';
import { blockedEitherWay, requireOpenInboxes } from './privacy';

/**
 * Starts a direct chat (one other member) or a group (a name, or more than one other member).
 * The creator's tier bounds the participants, themself included (Bronze / Prata / Ouro: 2 / 10 / 100, 100
 * meaning unlimited); free members start none (rights.ts). A direct chat that already exists
 * between the two is returned instead of a second one. The artist's account is reached only by
 * members with direct access (Ouro): everyone else is refused, even a direct chat that exists.
 */
export async function startConversation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'realtime' | 'defer'>,
  input: StartConversationInput & { userId: string },
): Promise<{ id: string; created: boolean }> {
  const { userId } = input;
  const wanted = [...new Set(input.usernames.map((u) => u.toLowerCase()))];
  const found = await deps.db
    .select({ userId: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.username})`, wanted));
  if (found.length !== wanted.length) throw new AppError('MEMBER_NOT_FOUND');
  const others = found.map((f) => f.userId).filter((id) => id !== userId);
  if (others.length === 0) throw new AppError('BAD_INPUT', 'Escolha outro membro para conversar.');

  const rights = await memberRights(deps, { userId });
  // The artist's account (config ARTIST_USERNAME) takes new conversations only from members whose tier gives direct access (Ouro).
  const artist = deps.config.ARTIST_USERNAME.toLowerCase();
  if (!rights.directArtistAccess && found.some((f) => f.userId !== userId && f.username.toLowerCase() === artist))
    throw new AppError('ARTIST_ACCESS_OURO_ONLY');
  if (rights.dmParticipants === 0) throw new AppError('CONVERSATION_NOT_ALLOWED');
  if (!mayStartConversation(rights, others.length + 1)) {
    throw new AppError('CONVERSATION_TOO_LARGE', `Seu plano permite conversas de até ${rights.dmParticipants} participantes.`);
  }

  const name = input.name?.trim() || null;
  const isGroup = others.length > 1 || name !== null;
  if (isGroup && !name) throw new AppError('GROUP_NAME_REQUIRED');
  // Privacy (privacy.ts): a block either way refuses, even an existing direct chat; a closed
  // inbox ('nobody') refuses only what is new.
  if (await blockedEitherWay(deps, { userId, others })) throw new AppError('MEMBER_BLOCKED');
  if (!isGroup) {
    const existing = await findDirect(deps, userId, others[0]!);
    if (existing) {
      await showEmptyTo(deps, { conversationId: existing, userId });
      return { id: existing, created: false };
    }
  }
  await requireOpenInboxes(deps, { others });

  const id = deps.random.id();
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db.insert(conversations).values({ id, isGroup, name: isGroup ? name : null, createdAt: now }),
    deps.db
      .insert(conversationParticipants)
      .values([userId, ...others].map((u) => ({ conversationId: id, userId: u, joinedAt: now, lastReadAt: u === userId ? now : null }))),
  ]);
  // After the commit: the others' pages learn of a conversation their grant did not cover yet.
  deps.defer(() => Promise.all(others.map((u) => deps.realtime.publish(inboxChannel(u), CONVERSATION_EVENT, { id }))));
  return { id, created: true };
}

/**
 * A conversation without messages is listed only for the members who opened it (their
 * last_read_at is set; list-conversations.ts): opening an existing empty chat lists it for this member too.
 */
async function showEmptyTo(deps: Pick<AppDeps, 'db' | 'clock'>, { conversationId, userId }: { conversationId: string; userId: string }) {
  await deps.db
    .update(conversationParticipants)
    .set({ lastReadAt: deps.clock.now() })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        isNull(conversationParticipants.lastReadAt),
        sql`(select ${conversations.lastMessageAt} from ${conversations} where ${conversations.id} = ${conversationId}) is null`,
      ),
    );
}

async function findDirect(deps: Pick<AppDeps, 'db'>, a: string, b: string) {
  const pa = alias(conversationParticipants, 'pa');
  const pb = alias(conversationParticipants, 'pb');
  const row = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(pa, and(eq(pa.conversationId, conversations.id), eq(pa.userId, a)))
    .innerJoin(pb, and(eq(pb.conversationId, conversations.id), eq(pb.userId, b)))
    .where(eq(conversations.isGroup, false))
    .get();
  return row?.id ?? null;
}
