import type { AppDeps } from '../../adapters/deps';
import { lives } from '../../../db/schema';
import { saoPauloInstant, type ScheduleLiveInput } from '../../contracts/lives';
import { AppError } from '../../lib/app-error';

/** The panel's 'Agendar live': the São Paulo date and time become a UTC instant that must still be ahead. */
export async function scheduleLive(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, input: ScheduleLiveInput): Promise<{ id: string }> {
  const startsAt = saoPauloInstant(input.date, input.time);
  if (!startsAt) throw new AppError('BAD_INPUT', 'Escolha uma data válida.');
  const now = deps.clock.now();
  if (startsAt.getTime() <= now.getTime()) throw new AppError('LIVE_IN_PAST');
  const id = deps.random.id();
  await deps.db.insert(lives).values({ id, title: input.title, startsAt, url: new URL(input.url).href, createdAt: now });
  return { id };
}
