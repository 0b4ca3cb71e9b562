import { eq, sql } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/** The member a @username names, in any case; MEMBER_NOT_FOUND when nobody has it. */
export async function memberIdByUsername(deps: Pick<AppDeps, 'db'>, username: string): Promise<string> {
  const row = await deps.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(sql`lower(${profiles.username})`, username.toLowerCase()))
    .get();
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return row.userId;
}
