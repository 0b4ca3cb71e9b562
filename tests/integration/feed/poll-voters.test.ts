import { readFileSync } from 'node:fs';
import { eq, sql as drizzleSql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postPollOptions, postPolls } from '../../../db/schema';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

async function pollPost(multipleChoice: boolean) {
  const author = await makeSubscriber(t.deps, 'tier_bronze');
  const { id: postId } = await t.caller({ headers: author.headers }).feed.create({
    content: '',
    poll: { question: 'Qual música no bis?', options: ['Chora Piranha', 'Baile do Mito', 'Fim de Semana'], expiry: '7', multipleChoice },
  });
  const [row] = await t.deps.db.select().from(postPolls).where(eq(postPolls.postId, postId));
  const options = await t.deps.db
    .select()
    .from(postPollOptions)
    .where(eq(postPollOptions.pollId, row!.id))
    .orderBy(postPollOptions.optionOrder);
  return { author, postId, pollId: row!.id, ids: options.map((o) => o.id) };
}

describe('post poll totals count voters', () => {
  it('one member choosing two options is one voter; each option counts its own voters', async () => {
    const { pollId, ids } = await pollPost(true);
    const ana = await makeMember(t.deps);
    const bia = await makeMember(t.deps);
    const first = await t.caller({ headers: ana.headers }).feed.votePoll({ pollId, optionIds: [ids[0]!, ids[1]!] });
    expect(first.totalVotes).toBe(1);
    const second = await t.caller({ headers: bia.headers }).feed.votePoll({ pollId, optionIds: [ids[0]!] });
    expect(second.totalVotes).toBe(2);
    expect(second.options.map((o) => o.votes)).toEqual([2, 1, 0]);
  });

  it('the author votes in their own poll, and counts as a voter', async () => {
    const { author, postId, pollId, ids } = await pollPost(false);
    const view = await t.caller({ headers: author.headers }).feed.votePoll({ pollId, optionIds: [ids[2]!] });
    expect(view).toMatchObject({ isMine: true, myVotes: [ids[2]], totalVotes: 1, showResults: true });
    const card = await t.caller({ headers: author.headers }).feed.post({ postId });
    expect(card.poll).toMatchObject({ myVotes: [ids[2]], totalVotes: 1 });
  });

  it('migration 0017 recounts a poll written under the old rule (options summed) as voters', async () => {
    const { pollId, ids } = await pollPost(true);
    const ana = await makeMember(t.deps);
    await t.caller({ headers: ana.headers }).feed.votePoll({ pollId, optionIds: [ids[0]!, ids[1]!] });
    // As the old rule left it: two options chosen, a total of 2.
    await t.deps.db.update(postPolls).set({ totalVotes: 2 }).where(eq(postPolls.id, pollId));
    const sql = readFileSync(new URL('../../../db/migrations/0017_poll_voter_totals.sql', import.meta.url), 'utf8');
    await t.deps.db.run(
      drizzleSql.raw(
        sql
          .split('\n')
          .filter((l) => !l.startsWith('--'))
          .join('\n'),
      ),
    );
    const [row] = await t.deps.db.select({ totalVotes: postPolls.totalVotes }).from(postPolls).where(eq(postPolls.id, pollId));
    expect(row!.totalVotes).toBe(1);
  });
});
