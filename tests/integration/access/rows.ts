import { eq } from 'drizzle-orm';
import { mediaUploads, notifications, postPollOptions, postPolls, tshirtPollVotes } from '../../../db/schema';
import type { AppErrorCode } from '../../../worker/lib/app-error';
import { makePost } from '../../factories/feed';
import { png } from '../../factories/media-files';
import { makeOrder } from '../../factories/orders';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { voterForm } from '../../factories/voters';
import { putUpload } from '../feed/media-upload';
import { nextIp, type Member, type Role, type T } from './callers';

/** What a table row's input is built from: the test's deps and who is calling. */
export interface InputContext {
  t: T;
  role: Role;
  /** The caller when it is a signed-in member right now (free, trial, paid); otherwise null. */
  me: Member | null;
}

/** One procedure in the access matrix. */
export interface AccessRow {
  /** A valid input; rows it names belong to `me` when there is one, else to strangers. */
  input?: (c: InputContext) => unknown;
  /** An allowed caller's answer when it is not a success, as `status CODE` (per role where they differ): it got past the door. */
  reaches?: string | Partial<Record<Role, string>>;
  /** For a member-plan procedure: the code a free member is refused with. */
  refusesFree?: AppErrorCode;
  /** A count a refused call must leave as it found it (nothing written, nothing opened at the provider). */
  untouched?: (t: T) => number | Promise<number>;
}

/** Someone else: a paying Ouro member (every right), made for the one call. */
export const stranger = (t: T) => makeSubscriber(t.deps, 'tier_ouro');
/** `me`, or a stranger when the caller has no member of its own. */
export const meOrStranger = async (c: InputContext) => c.me ?? stranger(c.t);

export const postOf = async (c: InputContext) => makePost(c.t.deps, (await meOrStranger(c)).userId);

/** A conversation `me` takes part in (started by a stranger, as a free member cannot start one), or two strangers' one. */
export async function conversationOf(c: InputContext) {
  const starter = await stranger(c.t);
  const other = c.me ?? (await stranger(c.t));
  return (await c.t.caller({ headers: starter.headers }).messages.start({ usernames: [other.username] })).id;
}

/** An open single-choice poll on a post by `me` (or a stranger): its id and first option. */
export async function pollOf(c: InputContext) {
  const postId = await postOf(c);
  const pollId = `poll_${c.t.deps.random.id()}`;
  await c.t.deps.db.insert(postPolls).values({ id: pollId, postId, question: 'Qual a melhor?', multipleChoice: false });
  const optionId = `opt_${c.t.deps.random.id()}`;
  await c.t.deps.db.insert(postPollOptions).values([
    { id: optionId, pollId, optionText: 'Esta', optionOrder: 0 },
    { id: `opt_${c.t.deps.random.id()}`, pollId, optionText: 'Aquela', optionOrder: 1 },
  ]);
  return { pollId, optionId };
}

/** A message a stranger wrote to `me` in their direct chat (or between two strangers). */
export async function messageOf(c: InputContext) {
  const starter = await stranger(c.t);
  const other = c.me ?? (await stranger(c.t));
  const api = c.t.caller({ headers: starter.headers });
  const { id } = await api.messages.start({ usernames: [other.username] });
  return (await api.messages.send({ conversationId: id, content: 'Oi!' })).id;
}

/** A post upload `me` opened and has not used yet (or a stranger's). */
export async function pendingUploadOf(c: InputContext) {
  const owner = await meOrStranger(c);
  const id = c.t.deps.random.id();
  await c.t.deps.db
    .insert(mediaUploads)
    .values({ id, userId: owner.userId, purpose: 'post', status: 'pending', maxBytes: 1024, createdAt: c.t.clock.now() });
  return id;
}

/** An image `me` uploaded to one of their conversations, ready to send (a stranger's id otherwise). */
export async function readyImageOf(c: InputContext) {
  const conversationId = await conversationOf(c);
  if (!c.me) return { conversationId, uploadId: await pendingUploadOf(c) };
  const image = png({ width: 4, height: 4 });
  const ticket = await c.t.caller({ headers: c.me.headers }).messages.startImageUpload({ conversationId, size: image.length });
  const put = await putUpload(c.t.deps, ticket.uploadUrl, image, c.me.cookie);
  if (put.status !== 200) throw new Error(`image upload answered ${put.status}`);
  return { conversationId, uploadId: ticket.uploadId };
}

export async function notificationOf(c: InputContext) {
  const owner = await meOrStranger(c);
  const id = c.t.deps.random.id();
  await c.t.deps.db.insert(notifications).values({
    id,
    userId: owner.userId,
    type: 'like',
    title: 'Nova reação',
    message: 'Alguém reagiu ao seu post',
    createdAt: c.t.clock.now(),
  });
  return id;
}

/** A vote through the public procedure: its token, coupon and row id. */
export async function voteOf(c: InputContext) {
  const form = voterForm();
  const voted = await c.t.caller({ ip: nextIp() }).poll.vote({ ...form, optionId: 'opt_design1' });
  const row = await c.t.deps.db
    .select({ id: tshirtPollVotes.id })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.raffleCoupon, voted.coupon))
    .get();
  return { ...voted, voteId: row!.id, cpfLast4: form.cpf.replace(/\D/g, '').slice(-4) };
}

export async function orderOf(c: InputContext) {
  const { orderId } = await makeOrder(c.t);
  const { orderCode } = await c.t.caller({ ip: nextIp() }).orders.checkout({ orderId });
  return { orderId, orderCode };
}

/** An account to sign in to (a fresh one per call, so per-account limits never decide). */
export const accountOf = async (c: InputContext) => {
  const m = await makeMember(c.t.deps);
  return { email: m.email, password: m.password };
};
