/**
 * The logging port: what the domain, handlers, workers and the local stack log through. Levels
 * below the configured one are dropped. The implementation is Powertools' Logger
 * (logging/powertools-logger.ts): JSON for CloudWatch on AWS, readable lines locally.
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

export { createLogger, type LogFormat, type LoggerOptions } from './logging/powertools-logger';
