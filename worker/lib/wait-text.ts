/**
 * How long to wait, in the words a 429 shows: "1 minuto", "12 minutos", "2 horas".
 * Rounded up, so the person never comes back too early.
 */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minuto';
  if (minutes < 90) return `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} horas`;
}
