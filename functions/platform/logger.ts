/**
 * The domain's logging port (domain/ports/logger.ts), which the handlers, workers and the local
 * stack log through too. Levels below the configured one are dropped. The implementation is
 * Powertools' Logger (logging/powertools-logger.ts): JSON for CloudWatch on AWS, readable lines
 * locally.
 */
export type { LogFields, Logger } from '../domain/ports/logger';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export { createLogger, type LogFormat, type LoggerOptions } from './logging/powertools-logger';
