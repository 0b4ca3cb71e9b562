/** A usage bar turns amber at 70 % and red at 90 %; the upgrade hint appears at 80 %. `null` limit = unlimited. */
export function usageLevel(used: number, limit: number | null): { percent: number; tone: 'ok' | 'warn' | 'danger'; hint: boolean } {
  if (limit === null) return { percent: 0, tone: 'ok', hint: false };
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return { percent, tone: percent >= 90 ? 'danger' : percent >= 70 ? 'warn' : 'ok', hint: percent >= 80 };
}
