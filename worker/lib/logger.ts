/**
 * Structured JSON logs. Callers pass ids and codes only: never a CPF, e-mail,
 * WhatsApp, password, token or request body.
 */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
};

export const consoleLogger: Logger = {
  info: (m, f) => write('info', m, f),
  warn: (m, f) => write('warn', m, f),
  error: (m, f) => write('error', m, f),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Logs only warnings and errors (tests, benchmarks). */
export const quietLogger: Logger = { info: () => {}, warn: consoleLogger.warn, error: consoleLogger.error };
