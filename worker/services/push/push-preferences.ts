import { eq } from 'drizzle-orm';
import { pushPreferences } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PushPreferences, PushSettingsView } from '../../contracts/push';

const ALL_ON: PushPreferences = { messages: true, mentions: true, followers: true, posts: true, lives: true };

/** The settings section: the key to subscribe with, and the member's switches (all on until changed; each one is for the bell and push alike). */
export async function getPushSettings(deps: Pick<AppDeps, 'db' | 'push'>, { userId }: { userId: string }): Promise<PushSettingsView> {
  const [row] = await deps.db
    .select({
      messages: pushPreferences.messages,
      mentions: pushPreferences.mentions,
      followers: pushPreferences.followers,
      posts: pushPreferences.posts,
      lives: pushPreferences.lives,
    })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return { publicKey: deps.push.publicKey, preferences: row ?? ALL_ON };
}

export async function setPushPreferences(
  deps: Pick<AppDeps, 'db'>,
  { userId, input }: { userId: string; input: PushPreferences },
): Promise<PushPreferences> {
  const values = { messages: input.messages, mentions: input.mentions, followers: input.followers, posts: input.posts, lives: input.lives };
  await deps.db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values });
  return values;
}
