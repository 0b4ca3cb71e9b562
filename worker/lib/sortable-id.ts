import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Random } from './random';

/**
 * A primary key that sorts by creation time: 12 hex digits of the millisecond
 * timestamp, then 96 random bits (16 url-safe characters), 28 characters in all.
 * Still unguessable, but a new row's key lands at the right edge of the
 * primary-key index instead of on a random page, so a batch of inserts dirties
 * one or two index pages instead of one per row (each dirty page is 4 KiB
 * written to the WAL and copied again at the next checkpoint).
 */
export function sortableId(at: Date, random: Pick<Random, 'bytes'>): string {
  return at.getTime().toString(16).padStart(12, '0') + encodeBase64urlNoPadding(random.bytes(12));
}
