import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../database';
import { conversationParticipants, conversations, lives, messages, posts, postTags, profiles, tags, users } from '../schema';

/**
 * Development only: a few members (e-mails confirmed, so they post and chat at once), posts (one
 * of them for Prata and Ouro only, so the teaser shows), a conversation and a live two days ahead. Password of every demo account: mito1234
 *
 * The demo members start on the free plan: no subscriptions row and no tier. A subscription
 * exists only once the payment provider's signed events say so (worker/services/billing/), and
 * the local simulator keeps its subscriptions in memory, so a seeded row could never be managed
 * ('Gerenciar Assinatura' needs the provider's customer) nor replaced ('Assinar Plano' answers
 * "already subscribed"). To try a tier, start its trial on /pricing: the simulator runs it.
 */
export const DEMO_PASSWORD = 'mito1234';
/**
 * DEMO_PASSWORD hashed once in worker/lib/password.ts's scrypt format (its parameters travel in
 * the string): db/ never imports worker/, and the demo-seed test signs in with DEMO_PASSWORD.
 */
const DEMO_PASSWORD_HASH = 'scrypt$16384$8$1$BdH5bk7yZHmVGk/v8Pp/HA==$rQM3iCpcsq3ZnbGUA1E6jDOXCI5ABdLniQht//rreis=';

const MEMBERS = [
  { id: 'user_mito', email: 'mito@demo.local', username: 'mcmito', displayName: 'MC Mito', reputation: 1500 },
  { id: 'user_ana', email: 'ana@demo.local', username: 'anafunk', displayName: 'Ana Funkeira', reputation: 140 },
  { id: 'user_leo', email: 'leo@demo.local', username: 'leodaquebrada', displayName: 'Léo da Quebrada', reputation: 30 },
];

const TAGS = [
  { id: 'tag_funk', name: 'funk', color: '#f59e0b' },
  { id: 'tag_show', name: 'show', color: '#ef4444' },
  { id: 'tag_camiseta', name: 'camiseta', color: '#10b981' },
];

export async function seedDemo(db: Db, now: Date) {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return;
  const passwordHash = DEMO_PASSWORD_HASH;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

  const statements: BatchItem<'sqlite'>[] = [
    ...MEMBERS.map((m) =>
      db.insert(users).values({ id: m.id, email: m.email, passwordHash, emailConfirmedAt: at(60 * 24 * 30), createdAt: at(60 * 24 * 30) }),
    ),
    ...MEMBERS.map((m) =>
      db.insert(profiles).values({
        id: `profile_${m.username}`,
        userId: m.id,
        username: m.username,
        displayName: m.displayName,
        reputationScore: m.reputation,
        mitoCoins: 100,
        createdAt: at(60 * 24 * 30),
      }),
    ),
    ...TAGS.map((t) => db.insert(tags).values(t)),
    db
      .insert(posts)
      .values({ id: 'post_1', userId: 'user_mito', content: 'Votação da camiseta oficial aberta! Quem já votou? 🔥', createdAt: at(90) }),
    db.insert(posts).values({ id: 'post_2', userId: 'user_ana', content: 'Chora Piranha no repeat desde ontem 😂', createdAt: at(30) }),
    db.insert(posts).values({
      id: 'post_3',
      userId: 'user_mito',
      content: 'Prévia da faixa nova só pra quem é Prata e Ouro. Solta o play! 🎧',
      visibility: 'prata',
      createdAt: at(60),
    }),
    db.insert(lives).values({
      id: 'live_demo',
      title: 'Live de lançamento — Bonde do Mito',
      startsAt: at(-60 * 48),
      url: 'https://www.youtube.com/live',
      createdAt: at(60),
    }),
    db.insert(postTags).values({ postId: 'post_1', tagId: 'tag_camiseta' }),
    db.insert(postTags).values({ postId: 'post_2', tagId: 'tag_funk' }),
    db.insert(conversations).values({ id: 'conv_ana_leo', isGroup: false, lastMessageAt: at(5), createdAt: at(60) }),
    db.insert(conversationParticipants).values({ conversationId: 'conv_ana_leo', userId: 'user_ana', joinedAt: at(60) }),
    db.insert(conversationParticipants).values({ conversationId: 'conv_ana_leo', userId: 'user_leo', joinedAt: at(60) }),
    db
      .insert(messages)
      .values({ id: 'msg_1', conversationId: 'conv_ana_leo', senderId: 'user_ana', content: 'Bora no show sábado?', createdAt: at(10) }),
    db.insert(messages).values({
      id: 'msg_2',
      conversationId: 'conv_ana_leo',
      senderId: 'user_leo',
      content: 'Bora! Já comprei a camiseta 😎',
      createdAt: at(5),
    }),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
