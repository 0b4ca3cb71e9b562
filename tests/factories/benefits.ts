import { eq, sql } from 'drizzle-orm';
import { lives, profiles, supportRequests } from '../../db/schema';
import type { AppDeps } from '../../worker/adapters/deps';
import { makeMember } from './sessions';

/** The artist's member account (the one named by config ARTIST_USERNAME), made once per database. */
export async function artistAccount(deps: AppDeps) {
  const name = deps.config.ARTIST_USERNAME;
  const existing = await deps.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(sql`lower(${profiles.username})`, name.toLowerCase()))
    .get();
  if (existing) return { userId: existing.userId, username: name, member: null };
  const member = await makeMember(deps, { username: name });
  return { userId: member.userId, username: name, member };
}

/** A live in the lives table, starting `inMs` from the test clock's now (negative: already started). */
export async function makeLive(deps: AppDeps, opts: { inMs?: number; title?: string; url?: string } = {}) {
  const id = deps.random.id();
  const now = deps.clock.now();
  await deps.db.insert(lives).values({
    id,
    title: opts.title ?? 'Live de lançamento',
    startsAt: new Date(now.getTime() + (opts.inMs ?? 3_600_000)),
    url: opts.url ?? `https://www.youtube.com/live/${id}`,
    createdAt: now,
  });
  return id;
}

/** An open 'Fale com a equipe' request by `userId`. */
export async function makeSupportRequest(deps: AppDeps, userId: string, opts: { tierRank?: number; message?: string } = {}) {
  const id = deps.random.id();
  await deps.db.insert(supportRequests).values({
    id,
    userId,
    tierRank: opts.tierRank ?? 1,
    message: opts.message ?? 'Não consigo enviar vídeo no post.',
    createdAt: deps.clock.now(),
  });
  return id;
}
