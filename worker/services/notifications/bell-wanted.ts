import { sql, type SQL } from 'drizzle-orm';
import { pushPreferences } from '../../../db/schema';
import type { PushKind } from '../../contracts/push';

const COLUMN: Record<PushKind, string> = {
  messages: 'messages',
  mentions: 'mentions',
  followers: 'followers',
  posts: 'posts',
  lives: 'lives',
};

/**
 * A condition for a notification's INSERT … SELECT: true unless the member (`userId`, a column or
 * a value) switched this kind off under 'O que avisar'. The same switches stop the bell's row and
 * the push (push-to-members.ts), so a kind switched off is neither written nor pushed. No
 * preferences row: everything on.
 */
export function bellWanted(kind: PushKind, userId: SQL | string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${pushPreferences} bp WHERE bp.user_id = ${userId} AND bp.${sql.raw(COLUMN[kind])} = 0)`;
}
