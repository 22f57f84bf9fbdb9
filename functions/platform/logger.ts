/**
 * Structured JSON logs, one line per event, so CloudWatch Logs Insights (and a terminal running
 * the local stack, whose gateway, emulators and pollers log through this too) can filter by
 * request id. Levels below the configured one are dropped. An Error anywhere in the fields keeps
 * its name, message and stack (JSON.stringify alone would write `{}`).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel,
  base: Fields = {},
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (rank[at] < rank[level]) return;
    write(
      JSON.stringify(
        { time: new Date().toISOString(), level: at, message, ...base, ...fields },
        errorsAsObjects,
      ),
    );
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

function errorsAsObjects(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
