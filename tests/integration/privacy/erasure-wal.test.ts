import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../../worker/adapters/random/port';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

/** The bytes of the database's WAL as they are on disk now: the test itself never checkpoints. */
const walBytes = () => (existsSync(`${t.dbFile}-wal`) ? readFileSync(`${t.dbFile}-wal`) : Buffer.alloc(0));

describe('an erasure reaches the disk while the server runs', () => {
  it("right after 'Excluir minha conta', no WAL frame holds the member's e-mail or username (no stop, no checkpoint in the test)", async () => {
    const username = `walapagada${cryptoRandom.int(1e6)}`;
    const member = await makeMember(t.deps, { username });
    const api = t.caller({ headers: member.headers });
    await api.members.account();
    expect(walBytes().includes(Buffer.from(username)), 'the WAL held the member before the erasure').toBe(true);

    await expect(api.privacy.deleteAccount({ password: member.password })).resolves.toEqual({ deleted: true });
    const wal = walBytes();
    expect([member.email, username].filter((needle) => wal.includes(Buffer.from(needle)))).toEqual([]);
  });
});
