import { describe, expect, it } from 'vitest';
import { TIERS } from '../../db/seed/catalogue';
import { reputationLevel } from '../../worker/contracts/members';
import { mayPostMore, mayStartConversation, rightsForTier, type TierRow } from '../../worker/services/members/rights';

const tier = (name: string): TierRow => {
  const t = TIERS.find((x) => x.name === name)!;
  return { ...t, features: { ...t.features }, stripePriceId: null };
};

describe('direitos por plano', () => {
  it('follows the table for Bronze, Prata and Ouro', () => {
    const pick = (name: string) => {
      const r = rightsForTier(tier(name));
      return [r.postsPerDay, r.dmParticipants, r.canUploadVideo, r.canAccessLives, r.maxFileSizeMb, r.filesPerPost, r.canCreatePolls];
    };
    expect(pick('Bronze')).toEqual([10, 2, false, false, 10, 4, true]);
    expect(pick('Prata')).toEqual([50, 10, true, true, 25, 6, true]);
    // Ouro: 999 posts and 100 DM participants mean unlimited (null).
    expect(pick('Ouro')).toEqual([null, null, true, true, 50, 10, true]);
  });

  it('reads a null posts-per-day as unlimited, and audio goes with video', () => {
    const r = rightsForTier({ ...tier('Bronze'), maxPostsPerDay: null });
    expect(r.postsPerDay).toBeNull();
    expect(mayPostMore(r, 10_000)).toBe(true);
    expect(rightsForTier(tier('Bronze')).canUploadAudio).toBe(false);
    expect(rightsForTier(tier('Prata')).canUploadAudio).toBe(true);
  });

  it('a member without a tier reads, reacts and comments, and nothing more', () => {
    const r = rightsForTier(null);
    expect([r.canRead, r.canReact, r.canComment]).toEqual([true, true, true]);
    expect([r.canPost, r.postsPerDay, r.filesPerPost, r.canUploadVideo, r.canAccessLives, r.canCreatePolls, r.dmParticipants]).toEqual([
      false,
      0,
      0,
      false,
      false,
      false,
      0,
    ]);
    expect(mayPostMore(r, 0)).toBe(false);
    expect(mayStartConversation(r, 2)).toBe(false);
  });

  it('counts the daily post limit and the conversation size', () => {
    const bronze = rightsForTier(tier('Bronze'));
    expect(mayPostMore(bronze, 9)).toBe(true);
    expect(mayPostMore(bronze, 10)).toBe(false);
    expect(mayStartConversation(bronze, 2)).toBe(true);
    expect(mayStartConversation(bronze, 3)).toBe(false);
    expect(mayStartConversation(rightsForTier(tier('Ouro')), 500)).toBe(true);
  });

  it('features become capabilities (Ouro has them all, Bronze none)', () => {
    const ouro = rightsForTier(tier('Ouro'));
    const bronze = rightsForTier(tier('Bronze'));
    expect([ouro.prioritySupport, ouro.customBadge, ouro.exclusiveContent, ouro.directArtistAccess]).toEqual([true, true, true, true]);
    expect([bronze.prioritySupport, bronze.customBadge, bronze.exclusiveContent, bronze.directArtistAccess]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('exclusive posts: none without a plan or on Bronze, Prata ones on Prata, all on Ouro; an edited tier follows its features', () => {
    expect([rightsForTier(null), ...['Bronze', 'Prata', 'Ouro'].map((n) => rightsForTier(tier(n)))].map((r) => r.contentLevel)).toEqual([
      null,
      null,
      'prata',
      'ouro',
    ]);
    const edited = (name: string, features: Partial<TierRow['features']>) =>
      rightsForTier({ ...tier(name), features: { ...tier(name).features, ...features } }).contentLevel;
    expect(edited('Bronze', { exclusive_content: true })).toBe('prata');
    expect(edited('Prata', { direct_access: true })).toBe('ouro');
    expect(edited('Ouro', { exclusive_content: false })).toBeNull();
  });
});

describe('nível de reputação', () => {
  it.each([
    [0, 'Novato'],
    [24, 'Novato'],
    [25, 'Ativo'],
    [99, 'Ativo'],
    [100, 'Veterano'],
    [499, 'Veterano'],
    [500, 'Elite'],
    [999, 'Elite'],
    [1000, 'Lendário'],
    [50_000, 'Lendário'],
  ] as const)('%i → %s', (score, level) => {
    expect(reputationLevel(score)).toBe(level);
  });
});
