/**
 * The local stack's logger: one JSON object per line, so a request log line or a poller error can
 * be grepped and parsed like the CloudWatch lines the same code writes on AWS.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface LocalLogger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export function jsonLogger(
  minLevel: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): LocalLogger {
  const at =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}): void => {
      if (rank[level] < rank[minLevel]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: LocalLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** Turns anything thrown into loggable fields without losing the stack. */
export const errorFields = (error: unknown): LogFields =>
  error instanceof Error
    ? { error: error.name, message: error.message, stack: error.stack }
    : { error: String(error) };
