import { describe, expect, it } from 'vitest';
import { appRouter } from '../../worker/routers';
import type { Audience, ProcedureMeta } from '../../worker/trpc/meta';
import { useTestDeps } from '../setup/test-deps';
import { ALLOWED, httpCaller, makeCallers, type Answer, type Role } from './access/callers';
import type { AccessRow } from './access/rows';
import { ARTIST_ROWS } from './access/table-artist';
import { BENEFITS_ROWS } from './access/table-benefits';
import { COMMUNITY_ROWS } from './access/table-community';
import { FEED_CONTROL_ROWS } from './access/table-feed-controls';
import { PUSH_ROWS } from './access/table-push';
import { SITE_ROWS } from './access/table-site';
import { SOCIAL_ROWS } from './access/table-social';

/*
 * The access matrix, read from the router: every procedure declares its audience in its meta
 * (the builder it is made from sets it; a plan narrows it to 'member-plan'), and every one has a
 * row in tests/integration/access/table-*.ts with a valid input. Each procedure is called over
 * HTTP by every role in access/callers.ts: the audience's callers get their answer, everyone else
 * is refused before anything is read or written. A new procedure fails here until it has a row.
 */
const TABLE: Record<string, AccessRow> = {
  ...SITE_ROWS,
  ...COMMUNITY_ROWS,
  ...FEED_CONTROL_ROWS,
  ...ARTIST_ROWS,
  ...BENEFITS_ROWS,
  ...SOCIAL_ROWS,
  ...PUSH_ROWS,
};
type ProcedureDef = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta } };
const PROCEDURES = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const call = httpCaller(t);

const REFUSED: Record<Exclude<Audience, 'public'>, string> = {
  member: '401 UNAUTHORIZED: Login necessário',
  'member-plan': '401 UNAUTHORIZED: Login necessário',
  artist: '401 ARTIST_UNAUTHORIZED: Sessão do painel expirada. Entre novamente.',
};

/** One answer in a word: ok, a refusal with its text, or the table's code. No procedure's answer may be stored by a cache. */
function outcome(a: Answer, _audience: Audience): string {
  if (a.status === 200) return a.cacheControl !== 'private, no-store' ? `ok, cache-control ${a.cacheControl}` : 'ok';
  if (a.status === 401) return `401 ${a.appCode}: ${a.message}`;
  return `${a.status} ${a.appCode ?? a.message}`;
}

function expected(row: AccessRow, audience: Audience, role: Role): string {
  if (ALLOWED[audience].includes(role)) return (typeof row.reaches === 'string' ? row.reaches : row.reaches?.[role]) ?? 'ok';
  if (audience === 'member-plan' && role === 'free') return `403 ${row.refusesFree}`;
  return REFUSED[audience as Exclude<Audience, 'public'>];
}

describe('access matrix', () => {
  it('has a row only for procedures the router has', () => {
    expect(Object.keys(TABLE).filter((path) => !(path in PROCEDURES))).toEqual([]);
  });

  for (const [path, procedure] of Object.entries(PROCEDURES).sort(([a], [b]) => a.localeCompare(b))) {
    it(path, async () => {
      const audience = procedure._def.meta?.audience;
      expect(audience, `${path} declares no audience: make it from a procedure builder of worker/trpc/init.ts`).toBeDefined();
      const row = TABLE[path];
      expect(row, `${path} has no row in the access matrix: add one to tests/integration/access/table-*.ts`).toBeDefined();
      if (!audience || !row) return;
      expect(row.refusesFree !== undefined, 'refusesFree is the member-plan refusal of a free member').toBe(audience === 'member-plan');
      const type = procedure._def.type === 'query' ? 'query' : 'mutation';

      const actual: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const caller of await makeCallers(t)) {
        const me = caller.role === 'free' || caller.role === 'trial' || caller.role === 'paid' ? caller.me : null;
        const input = await row.input?.({ t, role: caller.role, me });
        const before = await row.untouched?.(t);
        const answer = await call(path, type, input, caller.cookie);
        actual[caller.role] = outcome(answer, audience);
        wanted[caller.role] = expected(row, audience, caller.role);
        if (row.untouched && answer.status !== 200)
          expect(await row.untouched(t), `${caller.role}: a refused ${path} changed something`).toBe(before);
      }
      expect(actual).toEqual(wanted);
    });
  }
});
