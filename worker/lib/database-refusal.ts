import { APP_ERRORS, type AppErrorCode } from '../contracts/errors';
import { errorCode } from './error-fields';

// The database itself refusing (read-only or immutable files, a full disk, a lock held too long, files it
// cannot open or read), as opposed to a bug in a statement. DATABASE_GATE_CLOSED is the Node write gate's.
const REFUSAL = /^(SQLITE_(READONLY|CANTOPEN|IOERR|FULL|BUSY|LOCKED|PERM|NOTADB|CORRUPT)|DATABASE_GATE_CLOSED$)/;

/** True when a failure is the database refusing work rather than a bug. */
const isDatabaseRefusal = (e: unknown): boolean => REFUSAL.test(errorCode(e) ?? '');

/**
 * The table's code a surprise answers as: the caller's own 503 when it has one (its text is more precise),
 * else DATABASE_UNAVAILABLE for a refusing database (503, one text everywhere, never a 500), else `failsAs`.
 */
export function surpriseCode(e: unknown, failsAs: AppErrorCode | undefined): AppErrorCode | undefined {
  if (!isDatabaseRefusal(e)) return failsAs;
  return failsAs && APP_ERRORS[failsAs][0] === 'SERVICE_UNAVAILABLE' ? failsAs : 'DATABASE_UNAVAILABLE';
}
