import { describe, expect, it } from 'vitest';
import type { Db } from '../../../worker/adapters/db/port';
import { groupCommitVoteWriter } from '../../../worker/adapters/vote-writer/group-commit';
import { voteRow } from '../../factories/vote-rows';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

/** The same database, counting the transactions (db.batch calls) the writer makes. */
function countingDb(db: Db) {
  const counter = { batches: 0 };
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'batch') return (...args: Parameters<Db['batch']>) => (counter.batches++, target.batch(...args));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { db: counted, counter };
}

const row = () => voteRow(t.clock.now());
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('group-commit writer batching', () => {
  it('votes that reach the writer over a few turns of the event loop share one transaction', async () => {
    const { db, counter } = countingDb(t.deps.db);
    const writer = groupCommitVoteWriter(db);
    const pending: Array<Promise<boolean>> = [];
    // As under load: requests read together arrive at the queue a turn or two apart (body, rate limit, validation).
    for (let turn = 0; turn < 4; turn++) {
      for (let i = 0; i < 5; i++) pending.push(writer.submit(row()));
      await nextTurn();
    }
    expect(await Promise.all(pending)).toEqual(new Array(20).fill(true));
    expect(counter.batches).toBe(1);
  });

  it('a lone vote is written without waiting for company, and the next ones form their own batch', async () => {
    const { db, counter } = countingDb(t.deps.db);
    const writer = groupCommitVoteWriter(db);
    expect(await writer.submit(row())).toBe(true);
    expect(counter.batches).toBe(1);
    expect(await Promise.all([writer.submit(row()), writer.submit(row())])).toEqual([true, true]);
    expect(counter.batches).toBe(2);
  });
});
