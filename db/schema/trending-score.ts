import { sql, type SQL } from 'drizzle-orm';

/*
 * Em Alta's order key, kept in the posts row itself (a virtual generated column with its own
 * index), so it changes in the very UPDATE that changes a post's counts: the reaction and comment
 * batches keep it current without a statement of their own, and it can never drift from them.
 *
 *   score = log2(1 + E) + created_at / H      E = reactions + 2·comments + 3·shares, H = half-life
 *
 * Ordering by this score is the same as ordering by (1 + E) · 2^(−age / H), an exponential decay
 * of engagement with age: for two posts, log2(1+E₁) + c₁/H > log2(1+E₂) + c₂/H ⇔
 * (1+E₁)·2^((c₁−now)/H) > (1+E₂)·2^((c₂−now)/H), since "now" is the same for both sides. So a post
 * one half-life older needs twice the (1 + engagement) to rank level, and nothing has to be
 * rewritten as time passes: the stored score only changes when the post's counts do.
 *
 * libSQL here is built without SQLite's math functions (no log2), so log2 is computed with
 * arithmetic: x = 2^k · (1 + m), m ∈ [0, 1), log2(x) ≈ k + m + C·m·(1 − m). The term in C is a
 * correction of Mitchell's approximation (error < 0.01 with C = 0.3466); the result is continuous,
 * strictly increasing in x and exact at powers of two, which is all the order needs.
 */

/** Half-life of engagement, in hours. */
const TRENDING_HALF_LIFE_HOURS = 24;
const HALF_LIFE_MS = TRENDING_HALF_LIFE_HOURS * 3_600_000;
const C = 0.3466;
/** Octaves covered: 1 + engagement up to 2^36 (far above any count an integer column will hold here). */
const OCTAVES = 36;

/** The same formula in JS, for tests and benches (the database computes the stored one). */
export function trendingScore(engagement: number, createdAtMs: number): number {
  const x = 1 + Math.max(0, engagement);
  const k = Math.floor(Math.log2(x));
  const m = x / 2 ** k - 1;
  return k + m + C * m * (1 - m) + createdAtMs / HALF_LIFE_MS;
}

/** Engagement E, over a post row's own columns (no table prefix: a generated column requires it so). */
export const engagementExpr = (): SQL => sql.raw('likes_count + fire_count + mind_blown_count + 2 * comments_count + 3 * shares_count');

/** log2(1 + engagement) by the approximation above, then the creation term; reads the `engagement` generated column. */
export const trendingScoreExpr = (): SQL => {
  const branches = Array.from({ length: OCTAVES }, (_, k) => {
    const m = `((1 + engagement) * 1.0 / ${2 ** k} - 1)`;
    return `WHEN engagement < ${2 ** (k + 1) - 1} THEN ${k} + ${m} + ${C} * ${m} * (1 - ${m})`;
  }).join(' ');
  return sql.raw(`(CASE ${branches} ELSE ${OCTAVES} END) + created_at / ${HALF_LIFE_MS}.0`);
};
