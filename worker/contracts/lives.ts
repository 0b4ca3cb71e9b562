import * as z from 'zod/mini';
import { plainText } from './plain-text';

/** A live stays open ('Assistir') this long after it starts. */
export const LIVE_OPEN_MS = 3 * 3_600_000;
export const LIVE_TITLE_MAX = 120;
/** Lives are scheduled and shown in São Paulo time (no daylight saving since 2019: UTC−3). */
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

/** The panel's 'Agendar live' form: title, São Paulo date and time, and an https link (YouTube, Instagram or any other). */
export const scheduleLiveInput = z.object({
  title: plainText(
    z.trim(),
    z.minLength(3, 'Dê um título à live (mínimo de 3 caracteres)'),
    z.maxLength(LIVE_TITLE_MAX, `Título muito longo (máximo de ${LIVE_TITLE_MAX} caracteres)`),
  ),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Escolha a data da live')),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escolha o horário da live')),
  url: z.string().check(
    z.trim(),
    z.maxLength(500, 'Link muito longo'),
    z.refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' && u.hostname.includes('.') && !u.username && !u.password;
      } catch {
        return false;
      }
    }, 'Informe um link que comece com https:// (YouTube, Instagram ou outro site seguro)'),
  ),
});
export type ScheduleLiveInput = z.infer<typeof scheduleLiveInput>;

export const liveIdInput = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export type LiveIdInput = z.infer<typeof liveIdInput>;

/** The instant a São Paulo date ('2026-11-30') and time ('20:00') name, or null when the date does not exist. */
export function saoPauloInstant(date: string, time: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const utc = Date.UTC(y, m - 1, d, h, min);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc - SAO_PAULO_OFFSET_MS);
}

/** One live in the panel's list. */
export interface PanelLiveView {
  id: string;
  title: string;
  /** ISO instant. */
  startsAt: string;
  url: string;
  /** Started and still open. */
  live: boolean;
  announced: boolean;
}

/**
 * The next live as a member sees it. Without the tier's lives (`access: false`) nothing about it is
 * sent; with it, the link only once it has started (`live`), until LIVE_OPEN_MS later.
 */
export type NextLiveView =
  | { access: false }
  | { access: true; live: null }
  | { access: true; live: { id: string; title: string; startsAt: string; status: 'upcoming' } }
  | { access: true; live: { id: string; title: string; startsAt: string; status: 'live'; url: string } };
