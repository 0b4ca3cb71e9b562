import type { AppDeps } from '../../adapters/deps';
import { analyticsEvents } from '../../../db/schema/analytics';
import type { AnalyticsBatchInput } from '../../contracts/analytics';
import { normalisePath, stripPersonal } from './internal/strip-personal-data';

/** Writes one validated batch to analytics_events in a single insert, with personal data removed. */
export async function recordEvents(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  input: AnalyticsBatchInput,
): Promise<{ recorded: number }> {
  const now = deps.clock.now();
  const rows = input.events.map((e) => {
    const props = e.props ? (stripPersonal(e.props) as Record<string, unknown>) : undefined;
    const utm = e.utm ? (stripPersonal(e.utm) as Record<string, string>) : undefined;
    return {
      id: deps.random.id(),
      name: e.name,
      visitorId: input.visitorId,
      path: normalisePath(e.path),
      props: props && Object.keys(props).length > 0 ? props : null,
      utm: utm && Object.keys(utm).length > 0 ? utm : null,
      createdAt: now,
    };
  });
  await deps.db.insert(analyticsEvents).values(rows);
  return { recorded: rows.length };
}
