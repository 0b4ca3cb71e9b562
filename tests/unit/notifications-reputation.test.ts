import { describe, expect, it } from 'vitest';
import { badgeText } from '../../web/features/notifications/badge-text';
import { saoPauloDay } from '../../worker/services/reputation/internal/reputation-rules';

describe('the bell badge', () => {
  it("shows the count up to 9 and '9+' above", () => {
    expect([1, 9, 10, 250].map(badgeText)).toEqual(['1', '9', '9+', '9+']);
  });
});

describe('the day the reputation caps count', () => {
  it('is São Paulo’s calendar day: it turns at 03:00 UTC', () => {
    const day = (iso: string) => new Date(saoPauloDay(new Date(iso))).toISOString();
    expect(day('2026-11-23T02:59:59.999Z')).toBe('2026-11-22T03:00:00.000Z');
    expect(day('2026-11-23T03:00:00.000Z')).toBe('2026-11-23T03:00:00.000Z');
    expect(day('2026-11-23T23:30:00.000Z')).toBe('2026-11-23T03:00:00.000Z');
  });
});
