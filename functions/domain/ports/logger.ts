/**
 * Structured logging as the domain uses it: a message plus fields, one event per call. The
 * platform provides the implementation (`functions/platform/logger.ts`); an Error anywhere in the
 * fields is expected to keep its name, message and stack.
 */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every event. */
  child(fields: LogFields): Logger;
}

/** Drops every event: for tests and tools that have nothing to say. */
export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silentLogger,
};
