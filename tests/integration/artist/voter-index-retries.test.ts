import { beforeAll, describe, expect, it } from 'vitest';
import { makeArtistSession } from '../../factories/sessions';
import { maskedCpf, nextVoterIp, validCpf, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let artist: Awaited<ReturnType<typeof makeArtistSession>>;
const names = async (q: string) => (await t.caller({ headers: artist.headers }).artist.voters({ q, page: 1 })).rows.map((r) => r.name);

const stored = { name: 'Carla Menezes', email: 'carla@exemplo.com.br', cpf: validCpf(405_777_888) };
const intruder = { name: 'Quirino Xavier', email: 'quirino@outro.org', cpf: validCpf(406_999_000) };
const KEY = 'k'.repeat(32);

beforeAll(async () => {
  artist = await makeArtistSession(t.deps);
});

describe("the panel's search index holds only what was stored", () => {
  it('a refused retry with the same vote key and other data adds nothing to the stored vote', async () => {
    const ip = nextVoterIp();
    await t.caller({ ip }).poll.vote({ ...voterForm(stored), cpf: maskedCpf(stored.cpf), optionId: 'opt_design1', voteKey: KEY });
    await expect(
      t.caller({ ip }).poll.vote({ ...voterForm(intruder), cpf: maskedCpf(intruder.cpf), optionId: 'opt_design1', voteKey: KEY }),
    ).rejects.toMatchObject({ cause: { code: 'VOTE_KEY_REUSED' } });
    await t.indexVoters();
    expect(await names('Menezes')).toEqual(['Carla Menezes']);
    expect(await names('Quirino')).toEqual([]);
    expect(await names('outro.org')).toEqual([]);
    expect(await names(intruder.cpf.slice(2, 8))).toEqual([]);
  });
});
