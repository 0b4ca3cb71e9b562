import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, postPollVotes, posts, reactions, subscriptions } from '../../../db/schema';
import type { FeedPost } from '../../../worker/contracts/feed';
import * as files from '../../factories/media-files';
import { makeTag } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { GET, uploadPostFile } from './media-upload';

/*
 * Exclusive posts: the artist's account publishes 'Prata e Ouro' or 'Só Ouro' posts; members below
 * the plan get a teaser (no text, tags, media or poll anywhere in the answer) and are refused the
 * post's comments, reactions and votes; its media answer 404 to them and to visitors.
 */
const t = useTestDeps({ writeLimits: false });
type Member = Awaited<ReturnType<typeof makeMember>>;
const SECRET_PRATA = 'Bastidores do clipe novo, só pra Prata';
const SECRET_OURO = 'Letra inédita do próximo single';
const QUESTION = 'Qual a faixa do próximo show?';

let artist: Member, free: Member, bronze: Member, prata: Member, ouro: Member;
let tagName: string;
let prataPost: string, ouroPost: string, openPost: string, ouroPollId: string, ouroOptionId: string, ouroImage: string;

beforeAll(async () => {
  // The artist on Bronze: a plan without exclusive content, so what they see comes from being the artist.
  artist = await makeSubscriber(t.deps, 'tier_bronze', { username: t.deps.config.ARTIST_USERNAME });
  [free, bronze, prata, ouro] = [
    await makeMember(t.deps),
    await makeSubscriber(t.deps, 'tier_bronze'),
    await makeSubscriber(t.deps, 'tier_prata'),
    await makeSubscriber(t.deps, 'tier_ouro'),
  ];
  const tagId = await makeTag(t.deps, 'bastidores');
  tagName = (await t.deps.db.query.tags.findFirst({ where: (x, { eq: is }) => is(x.id, tagId) }))!.name;
  const as = t.caller({ headers: artist.headers });
  prataPost = (await as.feed.create({ content: SECRET_PRATA, visibility: 'prata', tagIds: [tagId] })).id;
  const image = await uploadPostFile(t, artist, files.png());
  ouroPost = (
    await as.feed.create({
      content: SECRET_OURO,
      visibility: 'ouro',
      tagIds: [tagId],
      media: [{ uploadId: image.ticket.uploadId }],
      poll: { question: QUESTION, options: ['Baile', 'Favela'], multipleChoice: false, expiry: '7' },
    })
  ).id;
  openPost = (await as.feed.create({ content: 'Show sábado, todo mundo convidado!' })).id;
  const seen = await as.feed.post({ postId: ouroPost });
  ouroPollId = seen.poll!.id;
  ouroOptionId = seen.poll!.options[0]!.id;
  ouroImage = seen.media![0]!.url;
});

const cardOf = async (m: Member, postId: string): Promise<FeedPost> => {
  const { items } = await t.caller({ headers: m.headers }).feed.list({ tab: 'recentes' });
  const card = items.find((p) => p.id === postId);
  if (!card) throw new Error(`${postId} not in the list`);
  return card;
};

const noSecrets = (answer: unknown) => {
  const json = JSON.stringify(answer);
  for (const secret of [SECRET_PRATA, SECRET_OURO, QUESTION, 'Baile', tagName, ouroImage]) expect(json).not.toContain(secret);
};

describe('feed.create: Visível para', () => {
  it('the artist publishes for Todos (the default), Prata e Ouro and Só Ouro', async () => {
    const rows = await t.deps.db.select({ id: posts.id, visibility: posts.visibility }).from(posts).where(eq(posts.userId, artist.userId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.visibility]))).toEqual({
      [prataPost]: 'prata',
      [ouroPost]: 'ouro',
      [openPost]: 'all',
    });
  });

  it('any other account, Ouro included, is refused anything but Todos, and nothing is written', async () => {
    for (const m of [bronze, prata, ouro]) {
      for (const visibility of ['prata', 'ouro'] as const) {
        await expect(t.caller({ headers: m.headers }).feed.create({ content: 'Exclusivo meu', visibility })).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: 'Só a conta do artista pode publicar posts exclusivos. Escolha "Todos" em Visível para.',
        });
      }
      expect(await t.deps.db.select().from(posts).where(eq(posts.userId, m.userId))).toEqual([]);
      await expect(t.caller({ headers: m.headers }).feed.create({ content: 'Para todos', visibility: 'all' })).resolves.toMatchObject({
        id: expect.any(String),
      });
    }
  });

  it('an unknown visibility is bad input with a Portuguese message, never a 500', async () => {
    const bad = t.caller({ headers: artist.headers }).feed.create({ content: 'x', visibility: 'vip' as 'all' });
    await expect(bad).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Escolha para quem o post fica visível'),
    });
  });
});

describe('feed.list and feed.post by plan', () => {
  it('free and Bronze: both exclusive posts are teasers; the post for everyone is whole', async () => {
    for (const m of [free, bronze]) {
      for (const [id, visibility] of [
        [prataPost, 'prata'],
        [ouroPost, 'ouro'],
      ] as const) {
        const card = await cardOf(m, id);
        expect(card).toMatchObject({ visibility, locked: true, content: '', tags: [], media: [], poll: null, myReaction: null });
        expect(await t.caller({ headers: m.headers }).feed.post({ postId: id })).toEqual(card);
      }
      expect(await cardOf(m, openPost)).toMatchObject({ locked: false, visibility: 'all', content: 'Show sábado, todo mundo convidado!' });
      noSecrets(await t.caller({ headers: m.headers }).feed.list({ tab: 'recentes' }));
      noSecrets(await t.caller({ headers: m.headers }).feed.list({ tab: 'em-alta' }));
    }
  });

  it('Prata: the Prata post whole, the Ouro post a teaser', async () => {
    expect(await cardOf(prata, prataPost)).toMatchObject({ locked: false, content: SECRET_PRATA, tags: [{ name: tagName }] });
    const teaser = await cardOf(prata, ouroPost);
    expect(teaser).toMatchObject({ locked: true, visibility: 'ouro', content: '', media: [], poll: null });
    noSecrets(teaser);
    noSecrets(await t.caller({ headers: prata.headers }).feed.post({ postId: ouroPost }));
  });

  it('Ouro and the artist: everything, with text, media and poll', async () => {
    for (const m of [ouro, artist]) {
      expect(await cardOf(m, prataPost)).toMatchObject({ locked: false, content: SECRET_PRATA });
      const card = await cardOf(m, ouroPost);
      expect(card).toMatchObject({
        locked: false,
        visibility: 'ouro',
        content: SECRET_OURO,
        media: [{ url: ouroImage, kind: 'image' }],
        poll: { question: QUESTION },
      });
    }
  });

  it('the artist’s account sees an exclusive post it did not write, whatever its own plan', async () => {
    const other = await makeSubscriber(t.deps, 'tier_ouro');
    await t.deps.db.insert(posts).values({
      id: `post_outro_${other.userId}`,
      userId: other.userId,
      content: 'Post antigo exclusivo',
      visibility: 'ouro',
      createdAt: t.clock.now(),
    });
    expect(await t.caller({ headers: artist.headers }).feed.post({ postId: `post_outro_${other.userId}` })).toMatchObject({
      locked: false,
      content: 'Post antigo exclusivo',
    });
    expect(await t.caller({ headers: prata.headers }).feed.post({ postId: `post_outro_${other.userId}` })).toMatchObject({
      locked: true,
      content: '',
    });
  });

  it('a lapsed Ouro plan is a free member again: the teaser', async () => {
    const lapsed = await makeSubscriber(t.deps, 'tier_ouro');
    expect(await t.caller({ headers: lapsed.headers }).feed.post({ postId: ouroPost })).toMatchObject({ locked: false });
    await t.deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, lapsed.userId));
    expect(await t.caller({ headers: lapsed.headers }).feed.post({ postId: ouroPost })).toMatchObject({ locked: true, content: '' });
  });
});

describe('what a member below the plan may not do on the post', () => {
  const REFUSED = { code: 'FORBIDDEN', message: 'Conteúdo exclusivo para assinantes. Veja os planos para ter acesso.' };

  it('comments: refused to read and to write; nothing written', async () => {
    for (const [m, id] of [
      [free, prataPost],
      [bronze, prataPost],
      [prata, ouroPost],
    ] as const) {
      const as = t.caller({ headers: m.headers });
      await expect(as.feed.comments({ postId: id })).rejects.toMatchObject(REFUSED);
      await expect(as.feed.comment({ postId: id, content: 'Deixa eu ver!' })).rejects.toMatchObject(REFUSED);
    }
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, ouroPost))).toEqual([]);
  });

  it('reactions and poll votes: refused; the counts stay', async () => {
    for (const [m, id] of [
      [free, ouroPost],
      [bronze, ouroPost],
      [prata, ouroPost],
    ] as const) {
      const as = t.caller({ headers: m.headers });
      await expect(as.feed.react({ postId: id, type: 'fire' })).rejects.toMatchObject(REFUSED);
      await expect(as.feed.votePoll({ pollId: ouroPollId, optionIds: [ouroOptionId] })).rejects.toMatchObject(REFUSED);
    }
    await expect(t.caller({ headers: free.headers }).feed.react({ postId: prataPost, type: 'heart' })).rejects.toMatchObject(REFUSED);
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, ouroPost))).toEqual([]);
    expect(await t.deps.db.select().from(postPollVotes).where(eq(postPollVotes.pollId, ouroPollId))).toEqual([]);
  });

  it('members of the plan comment, react and vote as on any post', async () => {
    const as = t.caller({ headers: ouro.headers });
    await expect(as.feed.react({ postId: ouroPost, type: 'fire' })).resolves.toMatchObject({ myReaction: 'fire' });
    await expect(as.feed.comment({ postId: ouroPost, content: 'Que letra!' })).resolves.toMatchObject({ content: 'Que letra!' });
    await expect(as.feed.votePoll({ pollId: ouroPollId, optionIds: [ouroOptionId] })).resolves.toMatchObject({ myVotes: [ouroOptionId] });
    await expect(as.feed.comments({ postId: ouroPost })).resolves.toHaveLength(1);
    const byPrata = t.caller({ headers: prata.headers });
    await expect(byPrata.feed.react({ postId: prataPost, type: 'heart' })).resolves.toMatchObject({ myReaction: 'heart' });
    await expect(byPrata.feed.comment({ postId: prataPost, content: 'Valeu, Mito!' })).resolves.toMatchObject({ content: 'Valeu, Mito!' });
    await expect(byPrata.feed.comments({ postId: prataPost })).resolves.toHaveLength(1);
  });

  it('a write checks the plan as a read does: the artist, a trial, a paid period and its grace open; a lapsed plan does not', async () => {
    const other = await makeSubscriber(t.deps, 'tier_ouro');
    const postId = `post_ouro_${other.userId}`;
    await t.deps.db
      .insert(posts)
      .values({ id: postId, userId: other.userId, content: 'Só Ouro, de outro membro', visibility: 'ouro', createdAt: t.clock.now() });
    const trial = await makeSubscriber(t.deps, 'tier_ouro', { trial: true });
    const inGrace = await makeSubscriber(t.deps, 'tier_ouro');
    const lapsed = await makeSubscriber(t.deps, 'tier_ouro');
    const day = 86_400_000;
    // Paid until yesterday: still inside the grace a late renewal webhook gets (3 days); ten days ago: lapsed.
    await t.deps.db
      .update(subscriptions)
      .set({ status: 'past_due', currentPeriodEnd: new Date(t.clock.now().getTime() - day) })
      .where(eq(subscriptions.userId, inGrace.userId));
    await t.deps.db
      .update(subscriptions)
      .set({ status: 'past_due', currentPeriodEnd: new Date(t.clock.now().getTime() - 10 * day) })
      .where(eq(subscriptions.userId, lapsed.userId));
    for (const m of [artist, trial, inGrace, other]) {
      await expect(t.caller({ headers: m.headers }).feed.react({ postId, type: 'fire' })).resolves.toMatchObject({ myReaction: 'fire' });
    }
    await expect(t.caller({ headers: lapsed.headers }).feed.react({ postId, type: 'fire' })).rejects.toMatchObject(REFUSED);
    await expect(t.caller({ headers: lapsed.headers }).feed.comment({ postId, content: 'Oi' })).rejects.toMatchObject(REFUSED);
    const rows = await t.deps.db.select({ userId: reactions.userId }).from(reactions).where(eq(reactions.targetId, postId));
    expect(rows.map((r) => r.userId).sort()).toEqual([artist.userId, trial.userId, inGrace.userId, other.userId].sort());
  });

  it('the comments of a post for everyone stay open to everyone', async () => {
    await expect(t.caller({ headers: free.headers }).feed.comment({ postId: openPost, content: 'Tô lá!' })).resolves.toMatchObject({
      content: 'Tô lá!',
    });
    await expect(t.caller({ headers: free.headers }).feed.comments({ postId: openPost })).resolves.toHaveLength(1);
  });
});

describe('the exclusive post’s media', () => {
  it('404 to visitors, free, Bronze and Prata members; the file to Ouro and to the artist, never kept by a shared cache', async () => {
    expect((await GET(t.deps, ouroImage)).status).toBe(404);
    for (const m of [free, bronze, prata]) {
      const res = await GET(t.deps, ouroImage, m.cookie);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('PNG');
    }
    for (const m of [ouro, artist]) {
      const res = await GET(t.deps, ouroImage, m.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^private,/);
    }
  });

  it('a Prata post’s image opens for Prata; media of posts for everyone stay public', async () => {
    const image = await uploadPostFile(t, artist, files.png());
    const { id } = await t
      .caller({ headers: artist.headers })
      .feed.create({ content: '', visibility: 'prata', media: [{ uploadId: image.ticket.uploadId }] });
    const url = (await t.caller({ headers: artist.headers }).feed.post({ postId: id })).media![0]!.url;
    expect((await GET(t.deps, url, bronze.cookie)).status).toBe(404);
    expect((await GET(t.deps, url, prata.cookie)).status).toBe(200);
    const open = await uploadPostFile(t, artist, files.png());
    const { id: openId } = await t
      .caller({ headers: artist.headers })
      .feed.create({ content: '', media: [{ uploadId: open.ticket.uploadId }] });
    const openUrl = (await t.caller({ headers: artist.headers }).feed.post({ postId: openId })).media![0]!.url;
    const res = await GET(t.deps, openUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public,/);
  });
});

describe('other reads', () => {
  it('Tags Populares and Tendências do not count exclusive posts (shared by every member)', async () => {
    const as = t.caller({ headers: free.headers });
    for (const list of [await as.feed.popularTags(), await as.feed.trendingTags()]) expect(list.map((x) => x.name)).not.toContain(tagName);
  });

  it('the dashboard tells the composer whose account is the artist’s', async () => {
    expect((await t.caller({ headers: artist.headers }).members.dashboard()).isArtist).toBe(true);
    expect((await t.caller({ headers: ouro.headers }).members.dashboard()).isArtist).toBe(false);
  });
});
