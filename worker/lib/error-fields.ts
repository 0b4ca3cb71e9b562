/**
 * What a log line may say about an error: its name and, when the driver gives
 * one, its code (SQLITE_READONLY, SQLITE_FULL, SQLITE_BUSY, libSQL's
 * SERVER_ERROR …), found on the error or along its `cause` chain (drizzle wraps
 * the driver's error). Never the message: drivers put SQL and values there.
 */
export function errorFields(e: unknown): { name: string; code?: string } {
  const name = e instanceof Error ? e.name : typeof e;
  const code = errorCode(e);
  return code ? { name, code } : { name };
}

const CODE = /^[A-Z][A-Z0-9_]{2,63}$/;

export function errorCode(e: unknown): string | undefined {
  let current: unknown = e;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CODE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
