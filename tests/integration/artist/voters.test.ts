import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artistVoterIndex, artistVoterTokens, auditLog } from '../../../db/schema';
import { makeArtistSession } from '../../factories/sessions';
import { maskedCpf, nextVoterIp, validCpf, voterForm } from '../../factories/voters';
import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let artist: Awaited<ReturnType<typeof makeArtistSession>>;
const panel = () => t.caller({ headers: artist.headers }).artist;

// Distinct CPFs for this file only (the factory's range starts at a random base).
const cpfs = [validCpf(401_456_789), validCpf(402_111_222), validCpf(403_333_444), validCpf(404_555_666)];
const people = [
  { name: 'Zé Conceição Souza', email: 'ze.souza@exemplo.com.br', cpf: cpfs[0]!, optionId: 'opt_design1' },
  { name: 'ana paula ferreira', email: 'anapaula@correio.net', cpf: cpfs[1]!, optionId: 'opt_design3' },
  { name: 'Bruno Lima', email: 'BRUNO.LIMA@Exemplo.com.br', cpf: cpfs[2]!, optionId: 'opt_design3' },
  { name: 'Álvaro Dias', email: 'alvaro@provedor.org', cpf: cpfs[3]!, optionId: 'opt_design5' },
];
const voteIds: Record<string, string> = {};

beforeAll(async () => {
  artist = await makeArtistSession(t.deps);
  for (const p of people) {
    const { optionId, ...form } = p;
    await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(form), cpf: maskedCpf(form.cpf), optionId });
  }
  await t.indexVoters();
  const page = await panel().voters({ q: '', page: 1 });
  for (const r of page.rows) voteIds[r.name] = r.voteId;
});

const names = async (q: string) => (await panel().voters({ q, page: 1 })).rows.map((r) => r.name);

describe('the voters table (search on encrypted data)', () => {
  it('lists every voter in name order (accents folded), CPF masked as ***.456.789-**', async () => {
    const page = await panel().voters({ q: '', page: 1 });
    expect(page.rows.map((r) => r.name)).toEqual(['Álvaro Dias', 'ana paula ferreira', 'Bruno Lima', 'Zé Conceição Souza']);
    expect(page.total).toBe(4);
    const ze = page.rows.find((r) => r.name.startsWith('Zé'))!;
    expect(ze.cpfMasked).toBe(`***.${cpfs[0]!.slice(3, 6)}.${cpfs[0]!.slice(6, 9)}-**`);
    expect(ze).toMatchObject({ designName: 'Mito Clássico', contactStatus: 'not_contacted' });
  });

  it('name: case- and accent-insensitive, any part of it', async () => {
    expect(await names('CONCEICAO')).toEqual(['Zé Conceição Souza']);
    expect(await names('ção sou')).toEqual(['Zé Conceição Souza']);
    expect(await names('ALVA')).toEqual(['Álvaro Dias']);
    expect(await names('paula')).toEqual(['ana paula ferreira']);
  });

  it('e-mail: any part, case-insensitive', async () => {
    expect(await names('correio.net')).toEqual(['ana paula ferreira']);
    expect(await names('bruno.LIMA@')).toEqual(['Bruno Lima']);
    expect(await names('exemplo.com')).toEqual(['Bruno Lima', 'Zé Conceição Souza']);
  });

  it('design name', async () => {
    const [d3] = (await t.caller().poll.current()).options.filter((o) => o.id === 'opt_design3');
    expect(await names(d3!.name.toUpperCase())).toEqual(['ana paula ferreira', 'Bruno Lima']);
  });

  it('CPF digits, bare or as typed with punctuation', async () => {
    const cpf = cpfs[2]!;
    expect(await names(cpf)).toEqual(['Bruno Lima']);
    expect(await names(maskedCpf(cpf))).toEqual(['Bruno Lima']);
    expect(await names(`${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`)).toEqual(['Bruno Lima']);
  });

  it('no match → empty page; nothing is ever stored in clear in the index', async () => {
    expect(await names('xyzxyz')).toEqual([]);
    const tokens = await t.deps.db.select().from(artistVoterTokens);
    expect(tokens.length).toBeGreaterThan(4 * 20);
    expect(tokens.every((r) => Number.isSafeInteger(r.token))).toBe(true);
    const [dump] = await t.deps.db.all<{ s: string }>(sql`SELECT group_concat(token || vote_id) AS s FROM ${artistVoterTokens}`);
    for (const p of people) {
      expect(dump!.s).not.toContain(p.cpf);
      expect(dump!.s.toLowerCase()).not.toContain(p.email.toLowerCase());
    }
    expect(await t.deps.db.$count(artistVoterIndex)).toBe(4);
  });

  it('pages of 25 in name order', async () => {
    const extra = Array.from({ length: 30 }, (_, i) => `Paginado ${String(i).padStart(2, '0')}`);
    for (const name of extra) await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm({ name }), optionId: 'opt_design2' });
    await t.indexVoters();
    const p1 = await panel().voters({ q: 'paginado', page: 1 });
    const p2 = await panel().voters({ q: 'paginado', page: 2 });
    expect(p1).toMatchObject({ total: 30, pageCount: 2 });
    expect([...p1.rows, ...p2.rows].map((r) => r.name)).toEqual(extra);
  });
});

describe('personal data reads are audited', () => {
  it('opening a voter, revealing the CPF and exporting each write one audit entry, shown in the panel', async () => {
    const id = voteIds['Bruno Lima']!;
    const before = await t.deps.db.$count(auditLog);
    const detail = await panel().voter({ voteId: id });
    expect(detail).toMatchObject({ email: 'bruno.lima@exemplo.com.br', cpfMasked: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/) });
    expect(await panel().revealCpf({ voteId: id })).toEqual({ cpf: maskedCpf(cpfs[2]!) });
    const csv = await panel().exportCsv({ q: 'lima@exemplo' });
    expect(csv.count).toBe(1);
    expect(csv.csv).toContain('"Bruno Lima";"bruno.lima@exemplo.com.br"');
    expect(csv.csv).not.toContain(cpfs[2]!);
    expect(await t.deps.db.$count(auditLog)).toBe(before + 3);

    const log = await panel().auditLog();
    expect(
      log
        .slice(0, 3)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['export_csv', 'reveal_cpf', 'view_voter']);
    const reveal = log.find((e) => e.action === 'reveal_cpf')!;
    expect(reveal.target).toMatch(/^Bruno Lima \(MITO-/);
    expect(reveal.actor).toMatch(/^sessao-[0-9a-f]{12}$/);
    // The search is named by a keyed hash, never in clear (tests/integration/retention/audit-searches.test.ts).
    expect(log.find((e) => e.action === 'export_csv')!.target).toMatch(/^busca #[0-9a-f]{16}$/);
  });

  it('a refused read is not logged as a read (unknown voter, no session)', async () => {
    const before = await t.deps.db.$count(auditLog);
    await expect(panel().revealCpf({ voteId: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(panel().voter({ voteId: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Votante não encontrado' });
    await expect(t.caller().artist.revealCpf({ voteId: voteIds['Bruno Lima']! })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.deps.db.$count(auditLog)).toBe(before);
  });

  it('the listing itself (masked CPFs) is not an audited read', async () => {
    const before = await t.deps.db.$count(auditLog);
    await panel().voters({ q: 'bruno', page: 1 });
    expect(await t.deps.db.$count(auditLog)).toBe(before);
  });
});

describe('contact status', () => {
  it('any status may follow any other; every save appends a history entry (time, status, notes); stats follow', async () => {
    const id = voteIds['ana paula ferreira']!;
    const s0 = await panel().stats();
    await panel().updateContact({ voteId: id, status: 'did_live', notes: 'Participou da live de sexta' });
    t.clock.advance(60_000);
    await panel().updateContact({ voteId: id, status: 'tried_call', notes: '' });
    t.clock.advance(60_000);
    await panel().updateContact({ voteId: id, status: 'sent_whatsapp', notes: 'Mandei o cupom' });
    const d = await panel().voter({ voteId: id });
    expect(d).toMatchObject({ contactStatus: 'sent_whatsapp', notes: 'Mandei o cupom', lastContactAt: t.clock.now().toISOString() });
    expect(d.history.map((h) => [h.status, h.notes])).toEqual([
      ['sent_whatsapp', 'Mandei o cupom'],
      ['tried_call', null],
      ['did_live', 'Participou da live de sexta'],
    ]);
    expect(new Date(d.history[0]!.at).getTime() - new Date(d.history[2]!.at).getTime()).toBe(120_000);
    const s1 = await panel().stats();
    expect(s1).toMatchObject({
      totalVotes: s0.totalVotes,
      contacted: s0.contacted + 1,
      notContacted: s0.notContacted - 1,
      participatedLive: s0.participatedLive,
    });
    expect((await panel().voters({ q: 'ana paula', page: 1 })).rows[0]!.contactStatus).toBe('sent_whatsapp');
  });

  it('an unknown voter or status is refused', async () => {
    await expect(panel().updateContact({ voteId: 'nao-existe', status: 'called', notes: '' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // @ts-expect-error not a status
    await expect(panel().updateContact({ voteId: voteIds['Bruno Lima']!, status: 'ghosted', notes: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('message templates: defaults, then the artist edits one', async () => {
    const before = await panel().templates();
    expect(before.sent_whatsapp).toContain('{cupom}');
    await panel().saveTemplate({ status: 'sent_whatsapp', body: 'E aí {nome}, teu cupom: {cupom}' });
    expect((await panel().templates()).sent_whatsapp).toBe('E aí {nome}, teu cupom: {cupom}');
  });

  it('vote distribution: the votes of each design, in design order', async () => {
    const dist = await panel().distribution();
    expect(dist.map((d) => d.optionId)).toEqual(['opt_design1', 'opt_design2', 'opt_design3', 'opt_design4', 'opt_design5']);
    expect(dist.find((d) => d.optionId === 'opt_design3')!.voteCount).toBe(2);
  });
});

describe('votes stored before the index existed', () => {
  it('are indexed at the next artist sign-in, then found by search', async () => {
    const cpf = validCpf(405_777_888);
    await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Antiga Votante Queiroz', cpf: maskedCpf(cpf) }), optionId: 'opt_design4' });
    await t.indexVoters();
    // What migration 0018 leaves for a vote from before the index: no rows, and pending.
    const [row] = await t.deps.db.all<{ id: string }>(
      sql`SELECT vote_id AS id FROM ${artistVoterIndex} WHERE sort_key = 'antiga votante queiroz'`,
    );
    await t.deps.db.run(sql`DELETE FROM ${artistVoterTokens} WHERE vote_id = ${row!.id}`);
    await t.deps.db.run(sql`DELETE FROM ${artistVoterIndex} WHERE vote_id = ${row!.id}`);
    await t.deps.db.run(sql`UPDATE tshirt_poll_votes SET indexed_at = NULL WHERE id = ${row!.id}`);
    expect(await names('queiroz')).toEqual([]);

    await t.caller({ ip: '192.0.2.77' }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
    expect(await names('queiroz')).toEqual(['Antiga Votante Queiroz']);
    expect(await names(cpf.slice(2, 8))).toEqual(['Antiga Votante Queiroz']);
  });
});
