import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  blocks,
  messageReactions,
  comments,
  consents,
  conversationParticipants,
  conversations,
  follows,
  messages,
  mutes,
  notifications,
  orderItems,
  orders,
  postMedia,
  postPollVotes,
  posts,
  profiles,
  reactions,
  sessions,
  subscriptions,
  tshirtPollVotes,
  users,
} from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MyDataExport } from '../../contracts/privacy';
import { AppError } from '../../lib/app-error';
import { decryptText } from '../../lib/crypto';
import { mediaUrl } from '../../lib/media-urls';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * 'Baixar meus dados' (LGPD Art. 18, II and V): every row the site keeps about the member, read
 * only by the member's own id. Other people appear at most as their public username (the other
 * participants of a conversation, the members they blocked); only the member's own messages are
 * included, never the others'; a notification's text (which names who reacted) is left out, its kind
 * and count kept. Sessions leave out their token hashes; the WhatsApp is unsealed.
 */
export async function exportMyData(
  deps: Pick<AppDeps, 'db' | 'keys' | 'clock' | 'logger'>,
  { userId }: { userId: string },
): Promise<MyDataExport> {
  const db = deps.db;
  const [
    account,
    profile,
    ownPosts,
    ownComments,
    ownReactions,
    pollVotes,
    joined,
    sent,
    votes,
    subs,
    consentRows,
    sessionRows,
    notes,
    blocked,
    chatReactions,
  ] = await Promise.all([
    db
      .select({ email: users.email, createdAt: users.createdAt, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId))
      .get(),
    db.select().from(profiles).where(eq(profiles.userId, userId)).get(),
    db
      .select({ id: posts.id, content: posts.content, createdAt: posts.createdAt })
      .from(posts)
      .where(eq(posts.userId, userId))
      .orderBy(asc(posts.createdAt)),
    db
      .select({ id: comments.id, postId: comments.postId, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ postId: reactions.targetId, type: reactions.reactionType, createdAt: reactions.createdAt })
      .from(reactions)
      .where(eq(reactions.userId, userId)),
    db
      .select({ pollId: postPollVotes.pollId, optionId: postPollVotes.optionId, createdAt: postPollVotes.createdAt })
      .from(postPollVotes)
      .where(eq(postPollVotes.userId, userId)),
    db
      .select({ id: conversations.id, isGroup: conversations.isGroup, joinedAt: conversationParticipants.joinedAt })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(eq(conversationParticipants.userId, userId)),
    db.select().from(messages).where(eq(messages.senderId, userId)).orderBy(asc(messages.createdAt)),
    db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select()
      .from(consents)
      .where(and(eq(consents.subjectKind, 'member'), eq(consents.subjectId, userId)))
      .orderBy(asc(consents.at)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db
      .select({ username: profiles.username, createdAt: blocks.createdAt })
      .from(blocks)
      .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
      .where(eq(blocks.blockerId, userId)),
    db
      .select({ messageId: messageReactions.messageId, reaction: messageReactions.reaction, createdAt: messageReactions.createdAt })
      .from(messageReactions)
      .where(eq(messageReactions.userId, userId)),
  ]);
  if (!account) throw new AppError('UNAUTHORIZED');

  const postIds = ownPosts.map((p) => p.id);
  const conversationIds = joined.map((c) => c.id);
  const voteIds = votes.map((v) => v.id);
  const [media, others, ownOrders] = await Promise.all([
    postIds.length ? db.select().from(postMedia).where(inArray(postMedia.postId, postIds)).orderBy(asc(postMedia.mediaOrder)) : [],
    conversationIds.length
      ? db
          .select({ conversationId: conversationParticipants.conversationId, username: profiles.username })
          .from(conversationParticipants)
          .innerJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
          .where(and(inArray(conversationParticipants.conversationId, conversationIds), ne(conversationParticipants.userId, userId)))
      : [],
    voteIds.length ? db.select().from(orders).where(inArray(orders.voteId, voteIds)) : [],
  ]);
  const items = ownOrders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            ownOrders.map((o) => o.id),
          ),
        )
    : [];

  let whatsapp: string | null = null;
  if (profile?.whatsappSealed) {
    try {
      whatsapp = await decryptText(deps.keys.pii, profile.whatsappSealed);
    } catch (e) {
      deps.logger.error('whatsapp unseal failed', { name: e instanceof Error ? e.name : 'unknown' });
    }
  }

  // The members they muted and the members they follow, as their public username (as blocks are).
  const [muted, followed] = await Promise.all([
    db
      .select({ username: profiles.username, createdAt: mutes.createdAt })
      .from(mutes)
      .leftJoin(profiles, eq(profiles.userId, mutes.mutedId))
      .where(eq(mutes.muterId, userId)),
    db
      .select({ username: profiles.username, createdAt: follows.createdAt })
      .from(follows)
      .leftJoin(profiles, eq(profiles.userId, follows.followeeId))
      .where(eq(follows.followerId, userId)),
  ]);

  return {
    format: 'mito-meus-dados/1',
    generatedAt: iso(deps.clock.now()),
    account: { email: account.email, createdAt: iso(account.createdAt), emailConfirmedAt: isoOrNull(account.emailConfirmedAt) },
    profile: profile
      ? {
          username: profile.username,
          displayName: profile.displayName,
          avatarUrl: profile.avatarUrl,
          whatsapp,
          reputationScore: profile.reputationScore,
          mitoCoins: profile.mitoCoins,
          showOnline: profile.showOnline,
          readReceipts: profile.readReceipts,
          whoCanMessage: profile.whoCanMessage,
          customBadge: profile.customBadge,
          createdAt: iso(profile.createdAt),
        }
      : null,
    posts: ownPosts.map((p) => ({
      id: p.id,
      content: p.content,
      createdAt: iso(p.createdAt),
      media: media.filter((m) => m.postId === p.id).map((m) => ({ url: mediaUrl(m.mediaKey), type: m.mediaType, altText: m.altText })),
    })),
    comments: ownComments.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    reactions: ownReactions.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    messageReactions: chatReactions.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    postPollVotes: pollVotes.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
    conversations: joined.map((c) => ({
      id: c.id,
      isGroup: c.isGroup,
      joinedAt: iso(c.joinedAt),
      others: others.filter((o) => o.conversationId === c.id).map((o) => o.username),
    })),
    messagesSent: sent
      .filter((m) => !m.isDeleted)
      .map((m) => ({
        id: m.id,
        conversationId: m.conversationId,
        type: m.messageType,
        content: m.content,
        imageUrl: m.messageType === 'image' && m.mediaKey ? mediaUrl(m.mediaKey) : null,
        createdAt: iso(m.createdAt),
      })),
    tshirtVotes: votes.map((v) => ({
      id: v.id,
      pollId: v.pollId,
      optionId: v.optionId,
      coupon: v.raffleCoupon,
      emailConfirmedAt: isoOrNull(v.emailConfirmedAt),
      createdAt: iso(v.createdAt),
      purgedAt: isoOrNull(v.purgedAt),
    })),
    orders: ownOrders.map((o) => ({
      orderCode: o.orderCode,
      status: o.paymentStatus,
      totalAmount: o.totalAmount,
      discountAmount: o.discountAmount,
      createdAt: iso(o.createdAt),
      paidAt: isoOrNull(o.paidAt),
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({ productName: i.productName, size: i.size, quantity: i.quantity, unitPrice: i.unitPrice })),
    })),
    subscriptions: subs.map((s) => ({
      tierId: s.tierId,
      status: s.status,
      trialEndsAt: isoOrNull(s.trialEndsAt),
      currentPeriodEnd: isoOrNull(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: iso(s.createdAt),
    })),
    consents: consentRows.map((c) => ({ purpose: c.purpose, granted: c.granted, textVersion: c.textVersion, at: iso(c.at) })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      absoluteExpiresAt: iso(s.absoluteExpiresAt),
    })),
    notifications: notes.map((n) => ({
      type: n.type,
      title: n.title,
      people: n.actorCount,
      postId: n.postId,
      isRead: n.isRead,
      createdAt: iso(n.createdAt),
    })),
    blocks: blocked.map((b) => ({ blockedUsername: b.username, createdAt: iso(b.createdAt) })),
    mutes: muted.map((m) => ({ mutedUsername: m.username, createdAt: iso(m.createdAt) })),
    following: followed.map((f) => ({ followedUsername: f.username, createdAt: iso(f.createdAt) })),
  };
}
