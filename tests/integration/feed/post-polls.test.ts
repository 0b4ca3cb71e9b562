import { and, count, countDistinct, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, postPollOptions, postPolls, postPollVotes, posts } from '../../../db/schema';
import type { PostPollInput } from '../../../worker/contracts/post-polls';
import { pollsForPosts } from '../../../worker/services/feed/internal/read-post-polls';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const DAY = 86_400_000;

const poll = (over: Partial<PostPollInput> = {}): PostPollInput => ({
  question: 'Qual música abre o show?',
  options: ['Chora Piranha', 'Baile do Mito', 'Fim de Semana'],
  expiry: '7',
  multipleChoice: false,
  ...over,
});

async function postWithPoll(over: Partial<PostPollInput> = {}, content = '') {
  const author = await makeSubscriber(t.deps, 'tier_bronze');
  const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content, poll: poll(over) });
  const [row] = await t.deps.db.select().from(postPolls).where(eq(postPolls.postId, postId));
  const options = await t.deps.db
    .select()
    .from(postPollOptions)
    .where(eq(postPollOptions.pollId, row!.id))
    .orderBy(postPollOptions.optionOrder);
  return { author, postId, pollId: row!.id, row: row!, options };
}

/** Counts on the options and the poll, next to the rows they stand for. */
async function countsAndRows(pollId: string) {
  const options = await t.deps.db
    .select({ id: postPollOptions.id, votes: postPollOptions.voteCount })
    .from(postPollOptions)
    .where(eq(postPollOptions.pollId, pollId));
  const rows = await t.deps.db
    .select({ optionId: postPollVotes.optionId, n: count() })
    .from(postPollVotes)
    .where(eq(postPollVotes.pollId, pollId))
    .groupBy(postPollVotes.optionId);
  const [p] = await t.deps.db.select({ total: postPolls.totalVotes }).from(postPolls).where(eq(postPolls.id, pollId));
  const [all] = await t.deps.db.select({ n: count() }).from(postPollVotes).where(eq(postPollVotes.pollId, pollId));
  const [voters] = await t.deps.db
    .select({ n: countDistinct(postPollVotes.userId) })
    .from(postPollVotes)
    .where(eq(postPollVotes.pollId, pollId));
  const [summed] = await t.deps.db
    .select({ s: sum(postPollOptions.voteCount) })
    .from(postPollOptions)
    .where(eq(postPollOptions.pollId, pollId));
  return {
    counts: Object.fromEntries(options.map((o) => [o.id, o.votes])),
    rows: Object.fromEntries(options.map((o) => [o.id, rows.find((r) => r.optionId === o.id)?.n ?? 0])),
    total: p!.total,
    rowTotal: all!.n,
    voters: voters!.n,
    summed: Number(summed!.s ?? 0),
  };
}

const firstIssue = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { cause?: { issues?: { message: string }[] } }) => e.cause?.issues?.[0]?.message,
  );

const notificationsOf = (userId: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'poll_vote')));

describe('poll creator (feed.create with a poll)', () => {
  it('writes the question, the filled options in order (blank ones dropped), 7-day expiry by choice, single choice', async () => {
    const { row, options } = await postWithPoll({ options: ['  Chora Piranha ', '', 'Baile do Mito', '   ', 'Fim de Semana'] }, 'Votem!');
    expect(row).toMatchObject({ question: 'Qual música abre o show?', multipleChoice: false, isActive: true, totalVotes: 0 });
    expect(row.expiresAt!.getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    expect(options.map((o) => [o.optionText, o.optionOrder, o.voteCount])).toEqual([
      ['Chora Piranha', 0, 0],
      ['Baile do Mito', 1, 0],
      ['Fim de Semana', 2, 0],
    ]);
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['30', 30],
  ] as const)('expiry %s day(s)', async (expiry, days) => {
    const { row } = await postWithPoll({ expiry });
    expect(row.expiresAt!.getTime()).toBe(t.clock.now().getTime() + days * DAY);
  });

  it("'never' has no expiry; multiple choice is kept; a post with only a poll is valid", async () => {
    const { row } = await postWithPoll({ expiry: 'never', multipleChoice: true });
    expect(row).toMatchObject({ expiresAt: null, multipleChoice: true });
  });

  it.each([
    ['blank question', { question: '   ' }, 'Pergunta obrigatória'],
    ['question over 200', { question: 'a'.repeat(201) }, 'A pergunta pode ter até 200 caracteres'],
    ['one filled option', { options: ['Sim', '  ', ''] }, 'Opções insuficientes'],
    ['no options', { options: [] }, 'Opções insuficientes'],
    ['seven options', { options: ['1', '2', '3', '4', '5', '6', '7'] }, 'Use no máximo 6 opções'],
    ['option over 100', { options: ['Sim', 'b'.repeat(101)] }, 'Cada opção pode ter até 100 caracteres'],
    ['repeated options', { options: ['Sim', ' sim '] }, 'As opções não podem se repetir'],
  ] as const)('refuses %s with a Portuguese message, and writes nothing', async (_, over, message) => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const attempt = t
      .caller({ headers: author.headers })
      .feed.create({ content: 'Com enquete', poll: poll(over as Partial<PostPollInput>) });
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await firstIssue(attempt)).toBe(message);
    expect(await t.deps.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, author.userId))).toEqual([]);
  });

  it('over HTTP the browser gets the message and the field it belongs to', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const http = httpApp(t.deps, '198.51.100.31');
    const res = await http.app.request('http://localhost:3000/trpc/feed.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: author.cookie },
      body: JSON.stringify({ content: '', poll: poll({ options: ['Só uma', ''] }) }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: { fieldErrors: Record<string, string> } } };
    expect(body.error.message).toBe('Opções insuficientes');
    expect(body.error.data.fieldErrors).toEqual({ 'poll.options': 'Opções insuficientes' });
  });

  it('200-character question and 100-character options are accepted; six options are the most', async () => {
    const { row, options } = await postWithPoll({ question: 'q'.repeat(200), options: ['1', '2', '3', '4', '5', 'o'.repeat(100)] });
    expect(row.question).toHaveLength(200);
    expect(options).toHaveLength(6);
  });

  it("'Post vazio' only when there is neither text nor a poll", async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    await expect(t.caller({ headers: author.headers }).feed.create({ content: '  ', poll: null })).rejects.toThrow('Post vazio');
  });

  it('a post refused by the daily limit leaves no poll behind', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const api = t.caller({ headers: author.headers }).feed;
    for (let i = 0; i < 10; i++) await api.create({ content: `Post ${i}` });
    const [before] = await t.deps.db.select({ n: count() }).from(postPolls);
    await expect(api.create({ content: '', poll: poll() })).rejects.toThrow(
      'Limite diário de posts atingido. Faça upgrade para postar mais!',
    );
    const [after] = await t.deps.db.select({ n: count() }).from(postPolls);
    expect(after!.n).toBe(before!.n);
  });

  it('the feed shows the poll inside its post, results hidden until the viewer votes, always for the author', async () => {
    // A minute later than the file's other posts, so this one leads the first page.
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const { author, postId, options } = await postWithPoll();
    const fan = await makeMember(t.deps);
    const seen = (await t.caller({ headers: fan.headers }).feed.list({})).items.find((p) => p.id === postId)!;
    expect(seen.poll).toMatchObject({
      question: 'Qual música abre o show?',
      status: 'open',
      showResults: false,
      myVotes: [],
      isMine: false,
      totalVotes: 0,
    });
    expect(seen.poll!.options.map((o) => [o.text, o.votes])).toEqual([
      ['Chora Piranha', null],
      ['Baile do Mito', null],
      ['Fim de Semana', null],
    ]);
    const asAuthor = (await t.caller({ headers: author.headers }).feed.list({})).items.find((p) => p.id === postId)!;
    expect(asAuthor.poll).toMatchObject({ showResults: true, isMine: true });
    await t.caller({ headers: fan.headers }).feed.votePoll({ pollId: seen.poll!.id, optionIds: [options[1]!.id] });
    const after = (await t.caller({ headers: fan.headers }).feed.list({})).items.find((p) => p.id === postId)!;
    expect(after.poll).toMatchObject({ showResults: true, myVotes: [options[1]!.id], totalVotes: 1 });
    expect(after.poll!.options.map((o) => o.votes)).toEqual([0, 1, 0]);
  });
});

describe('feed.votePoll', () => {
  it('single choice: one vote, final; a second vote (same or other option) is refused and counts nothing', async () => {
    const { pollId, options } = await postWithPoll();
    const fan = await makeMember(t.deps);
    const api = t.caller({ headers: fan.headers }).feed;
    const view = await api.votePoll({ pollId, optionIds: [options[0]!.id] });
    expect(view).toMatchObject({ showResults: true, myVotes: [options[0]!.id], totalVotes: 1 });
    await expect(api.votePoll({ pollId, optionIds: [options[1]!.id] })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você já votou nesta enquete.',
    });
    await expect(api.votePoll({ pollId, optionIds: [options[0]!.id] })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.votePoll({ pollId, optionIds: [options[0]!.id, options[1]!.id] })).rejects.toMatchObject({
      message: 'Esta enquete aceita só uma opção.',
    });
    const c = await countsAndRows(pollId);
    expect(c.counts).toEqual({ [options[0]!.id]: 1, [options[1]!.id]: 0, [options[2]!.id]: 0 });
    expect(c.total).toBe(1);
  });

  it('multiple choice: one vote per option; repeats add nothing; more options may be added later', async () => {
    const { pollId, options } = await postWithPoll({ multipleChoice: true });
    const fan = await makeMember(t.deps);
    const api = t.caller({ headers: fan.headers }).feed;
    await api.votePoll({ pollId, optionIds: [options[0]!.id, options[2]!.id, options[0]!.id] });
    const again = await api.votePoll({ pollId, optionIds: [options[0]!.id] });
    expect(again.myVotes.sort()).toEqual([options[0]!.id, options[2]!.id].sort());
    const more = await api.votePoll({ pollId, optionIds: [options[1]!.id] });
    // Three options, one member: one voter.
    expect(more.totalVotes).toBe(1);
    const c = await countsAndRows(pollId);
    expect(c.counts).toEqual(c.rows);
    expect([c.total, c.rowTotal]).toEqual([1, 3]);
  });

  it('an option of another poll, or an unknown poll, is refused', async () => {
    const a = await postWithPoll();
    const b = await postWithPoll();
    const fan = await makeMember(t.deps);
    const api = t.caller({ headers: fan.headers }).feed;
    await expect(api.votePoll({ pollId: a.pollId, optionIds: [b.options[0]!.id] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Opção não encontrada nesta enquete.',
    });
    await expect(api.votePoll({ pollId: 'enquete_que_nao_existe', optionIds: ['x'] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Enquete não encontrada',
    });
    expect((await countsAndRows(a.pollId)).rowTotal).toBe(0);
  });

  it('30 members voting at once: every vote counted once, counts equal to rows (single and multiple choice)', async () => {
    const single = await postWithPoll();
    const multi = await postWithPoll({ multipleChoice: true });
    const fans = await Promise.all(Array.from({ length: 30 }, () => makeMember(t.deps)));
    await Promise.all(
      fans.flatMap((fan, i) => {
        const api = t.caller({ headers: fan.headers }).feed;
        return [
          api.votePoll({ pollId: single.pollId, optionIds: [single.options[i % 3]!.id] }),
          api.votePoll({ pollId: multi.pollId, optionIds: multi.options.filter((_, k) => k <= i % 3).map((o) => o.id) }),
        ];
      }),
    );
    // The same 30 again at once: single choice refuses each, multiple choice adds nothing.
    const repeats = await Promise.allSettled(
      fans.flatMap((fan) => {
        const api = t.caller({ headers: fan.headers }).feed;
        return [
          api.votePoll({ pollId: single.pollId, optionIds: [single.options[0]!.id] }),
          api.votePoll({ pollId: multi.pollId, optionIds: [multi.options[0]!.id] }),
        ];
      }),
    );
    expect(repeats.filter((r) => r.status === 'rejected')).toHaveLength(30);
    const s = await countsAndRows(single.pollId);
    expect(s.counts).toEqual(s.rows);
    expect(Object.values(s.counts)).toEqual([10, 10, 10]);
    expect([s.total, s.voters, s.rowTotal, s.summed]).toEqual([30, 30, 30, 30]);
    const m = await countsAndRows(multi.pollId);
    expect(m.counts).toEqual(m.rows);
    expect(Object.values(m.counts)).toEqual([30, 20, 10]);
    // 30 members chose 60 options in all: the total is the 30 voters.
    expect([m.total, m.voters, m.rowTotal, m.summed]).toEqual([30, 30, 60, 60]);
  });

  it("expiry follows the server clock: a vote after expires_at is refused 'Enquete expirada', and the poll reads as expired", async () => {
    const { pollId, postId, options } = await postWithPoll({ expiry: '1' });
    const fan = await makeMember(t.deps);
    const api = t.caller({ headers: fan.headers }).feed;
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + DAY - 1));
    try {
      await expect(api.votePoll({ pollId, optionIds: [options[0]!.id] })).resolves.toMatchObject({ status: 'open', totalVotes: 1 });
      t.clock.set(new Date(before.getTime() + DAY));
      const late = await makeMember(t.deps);
      await expect(t.caller({ headers: late.headers }).feed.votePoll({ pollId, optionIds: [options[1]!.id] })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Enquete expirada',
      });
      // An expired poll shows its results to everyone.
      const seen = (await pollsForPosts(t.deps, { postIds: [postId], viewerId: late.userId })).get(postId);
      expect(seen).toMatchObject({ status: 'expired', showResults: true, totalVotes: 1, myVotes: [] });
    } finally {
      t.clock.set(before);
    }
    expect((await countsAndRows(pollId)).rowTotal).toBe(1);
  });

  it("the author closes their poll: 'Esta enquete foi fechada'; nobody else may close it", async () => {
    const { author, pollId, options } = await postWithPoll({ expiry: 'never' });
    const fan = await makeMember(t.deps);
    await expect(t.caller({ headers: fan.headers }).feed.closePoll({ pollId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só quem criou a enquete pode fechá-la.',
    });
    await expect(t.caller({ headers: author.headers }).feed.closePoll({ pollId })).resolves.toMatchObject({
      status: 'closed',
      showResults: true,
    });
    await expect(t.caller({ headers: fan.headers }).feed.votePoll({ pollId, optionIds: [options[0]!.id] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Esta enquete foi fechada',
    });
    await expect(t.caller({ headers: author.headers }).feed.closePoll({ pollId: 'nao_existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("notifies the post's author once per vote (type poll_vote), never for their own vote", async () => {
    const { author, pollId, options } = await postWithPoll({ multipleChoice: true });
    const fan = await makeMember(t.deps, { username: 'anavotante' });
    await t.caller({ headers: fan.headers }).feed.votePoll({ pollId, optionIds: [options[0]!.id, options[1]!.id] });
    // A repeat that adds no vote adds no notification.
    await t.caller({ headers: fan.headers }).feed.votePoll({ pollId, optionIds: [options[0]!.id] });
    await t.caller({ headers: author.headers }).feed.votePoll({ pollId, optionIds: [options[2]!.id] });
    const got = await notificationsOf(author.userId);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      fromUserId: fan.userId,
      type: 'poll_vote',
      title: 'Novo voto na enquete',
      message: 'anavotante votou na sua enquete',
      isRead: false,
    });
    expect(await notificationsOf(fan.userId)).toHaveLength(0);
    expect((await countsAndRows(pollId)).rowTotal).toBe(3);
  });

  it('a refused vote writes no notification', async () => {
    const { author, pollId, options } = await postWithPoll();
    const fan = await makeMember(t.deps);
    await t.caller({ headers: fan.headers }).feed.votePoll({ pollId, optionIds: [options[0]!.id] });
    await expect(t.caller({ headers: fan.headers }).feed.votePoll({ pollId, optionIds: [options[1]!.id] })).rejects.toThrow();
    expect(await notificationsOf(author.userId)).toHaveLength(1);
  });

  it.each(['feed.votePoll', 'feed.closePoll'])("%s refuses an anonymous caller: 401 'Login necessário'", async (path) => {
    const { pollId, options } = await postWithPoll();
    const http = httpApp(t.deps, '198.51.100.30');
    const res = await http.app.request(`http://localhost:3000/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ pollId, optionIds: [options[0]!.id] }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Login necessário');
    expect((await countsAndRows(pollId)).rowTotal).toBe(0);
  });
});
