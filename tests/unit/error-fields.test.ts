import { describe, expect, it } from 'vitest';
import { errorCode, errorFields } from '../../worker/lib/error-fields';
import { notReadyReason } from '../../worker/http/health';

describe('error fields for logs', () => {
  it('finds the driver code along the cause chain and never copies the message', () => {
    const driver = Object.assign(new Error('SQLITE_FULL: database or disk is full; INSERT INTO votes VALUES (…)'), {
      name: 'LibsqlError',
      code: 'SQLITE_FULL',
    });
    const wrapped = new Error('Failed query: insert into "votes" … params: ana@exemplo.com', { cause: driver });
    wrapped.name = 'DrizzleQueryError';
    expect(errorFields(wrapped)).toEqual({ name: 'DrizzleQueryError', code: 'SQLITE_FULL' });
    expect(JSON.stringify(errorFields(wrapped))).not.toMatch(/exemplo|INSERT/i);
  });

  it('leaves the code out when there is none, and ignores codes that are not codes', () => {
    expect(errorFields(new TypeError('x'))).toEqual({ name: 'TypeError' });
    expect(errorCode(Object.assign(new Error('x'), { code: 'ana@exemplo.com' }))).toBeUndefined();
    expect(errorCode(Object.assign(new Error('x'), { code: 5 }))).toBeUndefined();
  });

  it('turns write failures into readiness reasons', () => {
    expect(notReadyReason('SQLITE_READONLY')).toBe('database_read_only');
    expect(notReadyReason('SQLITE_READONLY_DBMOVED')).toBe('database_read_only');
    expect(notReadyReason('SQLITE_FULL')).toBe('database_full');
    expect(notReadyReason('SQLITE_BUSY')).toBe('database_busy');
    expect(notReadyReason(undefined)).toBe('database_refuses_writes');
  });
});
