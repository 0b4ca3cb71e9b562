/** Suspended now: since `suspendedAt`, until `suspendedUntil` (none: permanent). */
export function isSuspended(u: { suspendedAt?: Date | null; suspendedUntil?: Date | null }, now: number): boolean {
  return Boolean(u.suspendedAt) && (!u.suspendedUntil || u.suspendedUntil.getTime() > now);
}

/** 'Sua conta está suspensa até 04/12/2026.' (the day in São Paulo), or null for a permanent suspension. */
export function suspendedUntilText(until: Date | null): string | null {
  if (!until) return null;
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    until,
  );
  return `Sua conta está suspensa até ${day}.`;
}
