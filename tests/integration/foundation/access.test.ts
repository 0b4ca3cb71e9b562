import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.cleanup());

describe('procedure guards', () => {
  it('memberProcedure refuses a caller without a session', async () => {
    await expect(t.caller().auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
  });

  it('memberProcedure refuses a forged or expired session token', async () => {
    const forged = new Headers({ cookie: 'mito_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await expect(t.caller({ headers: forged }).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const member = await makeMember(t.deps);
    t.clock.advance(31 * 86_400_000);
    await expect(t.caller({ headers: member.headers }).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('memberProcedure lets a signed-in member through', async () => {
    const member = await makeMember(t.deps);
    await expect(t.caller({ headers: member.headers }).auth.me()).resolves.toMatchObject({ userId: member.userId });
  });

  it('artistProcedure refuses a member session and accepts an artist session', async () => {
    const member = await makeMember(t.deps);
    const asMemberCookie = new Headers({ cookie: member.cookie.replace('mito_session', 'mito_artist') });
    await expect(t.caller({ headers: member.headers }).artist.session()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller({ headers: asMemberCookie }).artist.session()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const artist = await makeArtistSession(t.deps);
    await expect(t.caller({ headers: artist.headers }).artist.session()).resolves.toHaveProperty('expiresAt');
  });

  it('public tiers come sorted by monthly price with the rights table', async () => {
    const tiers = await t.caller().billing.tiers();
    expect(tiers.map((x) => x.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(tiers.map((x) => [x.maxPostsPerDay, x.maxDmParticipants, x.canUploadVideo, x.maxFileSizeMb, x.maxFilesPerPost])).toEqual([
      [10, 2, false, 10, 4],
      [50, 10, true, 25, 6],
      [999, 100, true, 50, 10],
    ]);
  });
});
