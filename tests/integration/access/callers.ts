import { eq } from 'drizzle-orm';
import { POST_READS } from '../../../worker/contracts/post-reads';
import { sessions } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import { ARTIST_COOKIE, MEMBER_COOKIE } from '../../../worker/lib/cookies';
import { sessionIdOf } from '../../../worker/services/auth/session-tokens';
import type { Audience } from '../../../worker/trpc/meta';
import { makeArtistSession, makeMember, makeSubscriber } from '../../factories/sessions';
import type { TestDeps } from '../../setup/test-deps';

export type T = Omit<TestDeps, 'cleanup'>;
export type Member = Awaited<ReturnType<typeof makeMember>>;

/**
 * Everyone who can knock on a procedure: nobody, a forged (well-formed, unknown) or garbled
 * cookie, a member whose session
 * ended (signed out, or expired), a panel cookie that expired or holds a member's token,
 * a free member, a member on a trial and one who pays, and the artist's panel session.
 */
export const ROLES = [
  'anonymous',
  'forged',
  'garbled',
  'signed-out',
  'expired',
  'panel-expired',
  'member-as-panel',
  'free',
  'trial',
  'paid',
  'artist',
] as const;
export type Role = (typeof ROLES)[number];

/** Who each audience lets through; everyone else must be refused. */
export const ALLOWED: Record<Audience, readonly Role[]> = {
  public: ROLES,
  member: ['free', 'trial', 'paid'],
  'member-plan': ['trial', 'paid'],
  artist: ['artist'],
};

export interface Caller {
  role: Role;
  cookie: string | null;
  /** The member behind the cookie, valid or not (null for nobody, a forgery and the panel's own sessions). */
  me: Member | null;
}

const forgedToken = (length: number) => 'a'.repeat(length);

/** One caller of each role, made fresh for one procedure (a sign-out or a password change there ends only its own sessions). */
export async function makeCallers(t: T): Promise<Caller[]> {
  const now = t.clock.now();
  const signedOut = await makeMember(t.deps);
  await t.caller({ headers: signedOut.headers }).auth.signOut();
  const expired = await makeMember(t.deps);
  await t.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(eq(sessions.id, sessionIdOf(expired.token)));
  const panelExpired = await makeArtistSession(t.deps, { expiresAt: new Date(now.getTime() - 1000) });
  const memberAsPanel = await makeMember(t.deps);
  const free = await makeMember(t.deps);
  const trial = await makeSubscriber(t.deps, 'tier_bronze', { trial: true });
  const paid = await makeSubscriber(t.deps, 'tier_prata');
  const artist = await makeArtistSession(t.deps);
  const callers: Caller[] = [
    { role: 'anonymous', cookie: null, me: null },
    { role: 'forged', cookie: `${MEMBER_COOKIE}=${forgedToken(32)}; ${ARTIST_COOKIE}=${forgedToken(43)}`, me: null },
    { role: 'garbled', cookie: `${MEMBER_COOKIE}=nao-e-um-token; ${ARTIST_COOKIE}=nao-e-um-token`, me: null },
    { role: 'signed-out', cookie: signedOut.cookie, me: signedOut },
    { role: 'expired', cookie: expired.cookie, me: expired },
    { role: 'panel-expired', cookie: panelExpired.cookie, me: null },
    { role: 'member-as-panel', cookie: `${ARTIST_COOKIE}=${memberAsPanel.token}`, me: memberAsPanel },
    { role: 'free', cookie: free.cookie, me: free },
    { role: 'trial', cookie: trial.cookie, me: trial },
    { role: 'paid', cookie: paid.cookie, me: paid },
    { role: 'artist', cookie: artist.cookie, me: null },
  ];
  return callers;
}

let ipSeq = 0;
/** Each call from its own address, so per-IP limits never decide an outcome here. */
export const nextIp = () => `10.${99 + ((++ipSeq >> 16) & 127)}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;

const ORIGIN = 'http://localhost:3000';
const IP_HEADER = 'x-test-client-ip';

/** What one call answered, as the browser sees it. */
export interface Answer {
  status: number;
  appCode: string | null;
  message: string | null;
  cacheControl: string | null;
}

/** The whole app over HTTP (origin guard, tRPC adapter, error formatter), each request from the address it names. */
export function httpCaller(t: T) {
  let app: ReturnType<typeof createApp> | undefined;
  return async (path: string, type: 'query' | 'mutation', input: unknown, cookie: string | null): Promise<Answer> => {
    app ??= createApp(t.deps, { clientIp: (req) => req.headers.get(IP_HEADER) ?? '203.0.113.1' });
    const headers: Record<string, string> = { [IP_HEADER]: nextIp(), ...(cookie ? { cookie } : {}) };
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res =
      // Reads with a personal or secret input go as POST, as the web's link sends them (contracts/post-reads.ts).
      type === 'query' && !POST_READS.has(path)
        ? await app.request(`${ORIGIN}/trpc/${path}${query}`, { headers })
        : await app.request(`${ORIGIN}/trpc/${path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', origin: ORIGIN },
            body: input === undefined ? undefined : JSON.stringify(input),
          });
    const body = (await res.json()) as { error?: { message: string; data?: { appCode?: string | null } } };
    return {
      status: res.status,
      appCode: body.error?.data?.appCode ?? null,
      message: body.error?.message ?? null,
      cacheControl: res.headers.get('cache-control'),
    };
  };
}
