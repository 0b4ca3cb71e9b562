import { eq } from 'drizzle-orm';
import { consents, orders, pollOptions, profiles, tshirtPollVotes } from '../../db/schema';
import { whatsappDigits } from '../../worker/contracts/auth';
import { mediaUrl } from '../../worker/lib/media-urls';
import { sealWhatsapp } from '../../worker/services/auth/whatsapp-seal';
import type { TestDeps } from '../setup/test-deps';
import { png } from './media-files';
import { makeOrder } from './orders';
import { makeSubscriber } from './sessions';
import { voteRow } from './vote-rows';

type T = Pick<TestDeps, 'deps' | 'caller' | 'clock'>;
export const ORIGIN = 'http://localhost:3000';

/**
 * Two Ouro members, Ana and Beto, who talk to each other, react to and comment on each other's
 * posts, and vote in each other's post poll; Ana also has a WhatsApp, an avatar file, a consent,
 * a T-shirt vote claimed to her account with an order on it. Everything through the procedures
 * where a procedure writes it.
 */
export async function twoMembersWhoTalk(t: T) {
  const ana = await makeSubscriber(t.deps, 'tier_ouro');
  const beto = await makeSubscriber(t.deps, 'tier_ouro');
  const asAna = t.caller({ headers: ana.headers, origin: ORIGIN });
  const asBeto = t.caller({ headers: beto.headers, origin: ORIGIN });

  const anaName = `Ana Souza ${t.deps.random.int(1e6)}`;
  await t.deps.db
    .update(profiles)
    .set({ displayName: anaName, ...sealWhatsapp(t.deps.config, whatsappDigits('+55 (11) 91234-5678')) })
    .where(eq(profiles.userId, ana.userId));
  const avatarKey = `avatars/${ana.userId}/foto.png`;
  await t.deps.media.put(avatarKey, png(), 'image/png');
  await t.deps.db
    .update(profiles)
    .set({ avatarUrl: mediaUrl(avatarKey) })
    .where(eq(profiles.userId, ana.userId));

  const anaPost = await asAna.feed.create({ content: 'Post da Ana sobre o show' });
  const betoPost = await asBeto.feed.create({
    content: 'Post do Beto',
    poll: { question: 'Qual música?', options: ['Uma', 'Outra'], expiry: '7', multipleChoice: false },
  });
  await asAna.feed.react({ postId: betoPost.id, type: 'fire' });
  await asBeto.feed.react({ postId: anaPost.id, type: 'heart' });
  await asAna.feed.comment({ postId: betoPost.id, content: 'Comentário da Ana no post do Beto' });
  await asBeto.feed.comment({ postId: anaPost.id, content: 'Comentário do Beto no post da Ana' });
  const betoPoll = (await asBeto.feed.post({ postId: betoPost.id })).poll!;
  await asAna.feed.votePoll({ pollId: betoPoll.id, optionIds: [betoPoll.options[0]!.id] });

  const { id: conversationId } = await asAna.messages.start({ usernames: [beto.username] });
  await asAna.messages.send({ conversationId, content: 'Mensagem da Ana para o Beto' });
  // The test clock stands still, and messages of the same millisecond have no order between them.
  t.clock.advance(1_000);
  await asBeto.messages.send({ conversationId, content: 'Resposta secreta do Beto' });

  const now = t.deps.clock.now();
  await t.deps.db.insert(consents).values({
    id: `consent_${ana.userId}`,
    subjectKind: 'member',
    subjectId: ana.userId,
    purpose: 'contact',
    textVersion: 'v1',
    granted: true,
    at: now,
  });
  const option = await t.deps.db.select({ pollId: pollOptions.pollId }).from(pollOptions).where(eq(pollOptions.id, 'opt_design1')).get();
  const vote = { ...voteRow(now), optionId: 'opt_design1', userId: ana.userId };
  await t.deps.db.insert(tshirtPollVotes).values({ ...vote, pollId: option!.pollId, updatedAt: now });
  const order = await makeOrder(t);
  await t.deps.db.update(orders).set({ voteId: vote.id }).where(eq(orders.id, order.orderId));

  return {
    ana,
    anaName,
    beto,
    asAna,
    asBeto,
    anaPost: anaPost.id,
    betoPost: betoPost.id,
    conversationId,
    avatarKey,
    vote,
    orderId: order.orderId,
  };
}
