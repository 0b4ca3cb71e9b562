import { describe, expect, it } from 'vitest';
import { APP_ERRORS, type AppErrorCode } from '../../worker/contracts/errors';
import { errorResponse } from '../../worker/http/answer-error';
import { AppError, retryAfterHeader } from '../../worker/lib/app-error';
import { waitText } from '../../worker/lib/wait-text';

const codes = Object.keys(APP_ERRORS) as AppErrorCode[];
const tooMany = codes.filter((c) => APP_ERRORS[c][0] === 'TOO_MANY_REQUESTS');

describe('every 429 says when to come back', () => {
  it.each(tooMany)('%s: Retry-After from its limit, else a minute', (code) => {
    expect(errorResponse(new AppError(code, undefined, { retryAfterSeconds: 42 })).headers.get('retry-after')).toBe('42');
    expect(errorResponse(new AppError(code)).headers.get('retry-after')).toBe('60');
    expect(retryAfterHeader(new AppError(code, undefined, { retryAfterSeconds: 0.2 }), 429)).toBe('1');
  });

  it('no other failure carries it', () => {
    for (const code of codes.filter((c) => !tooMany.includes(c)))
      expect(errorResponse(new AppError(code)).headers.get('retry-after')).toBeNull();
    // A 429 that is not the table's (tRPC's own) still gets the default.
    expect(retryAfterHeader(new Error('x'), 429)).toBe('60');
  });
});

describe('the wait in words', () => {
  it.each([
    [1, '1 minuto'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [900, '15 minutos'],
    [3600, '60 minutos'],
    [5340, '89 minutos'],
    [5400, '2 horas'],
    [6 * 3600, '6 horas'],
  ])('%i s → %s', (seconds, text) => expect(waitText(seconds)).toBe(text));
});
