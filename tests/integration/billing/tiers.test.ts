import { describe, expect, it } from 'vitest';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('billing.tiers (public)', () => {
  it('sorted by monthly price, with the rights table and without provider ids', async () => {
    const tiers = await t.caller().billing.tiers();
    expect(tiers.map((x) => x.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(tiers.map((x) => [x.maxPostsPerDay, x.maxDmParticipants, x.canUploadVideo, x.maxFileSizeMb, x.maxFilesPerPost])).toEqual([
      [10, 2, false, 10, 4],
      [50, 10, true, 25, 6],
      [999, 100, true, 50, 10],
    ]);
    expect(tiers.every((x) => !('stripePriceId' in x))).toBe(true);
  });
});
