import type { LogItem } from '@aws-lambda-powertools/logger';
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions, LogAttributes } from '@aws-lambda-powertools/logger/types';
import type { Logger, LogLevel } from '../logger';
import { ReadableLineFormatter, readableLine } from './readable-line';

/**
 * The Logger the domain and handlers log through, implemented with Powertools' Logger so Lambda
 * logs carry what CloudWatch needs (request id, cold start, function name, correlation id: see
 * lambda-logging.ts, which injects them per invocation).
 *
 * - `json`: Powertools' structured JSON, one object per line (Lambda; CloudWatch Logs Insights).
 * - `lines`: one readable line per event (the local stack, scripts, tests): readable-line.ts.
 *
 * Errors in fields keep their name, message and stack in both formats.
 */
export type LogFormat = 'json' | 'lines';
type Fields = Record<string, unknown>;

export interface LoggerOptions {
  /** Default `lines`; the container picks `json` on AWS (config LOG_FORMAT). */
  readonly format?: LogFormat;
  /** Keys on every line of this logger and its children. */
  readonly fields?: Fields;
  /** Replaces stdout (tests); each call is one printed event. */
  readonly write?: (line: string) => void;
}

export const serviceName = 'wallet-risk';

type Print = (attributes: LogAttributes, replacer: (key: string, value: unknown) => unknown) => void;

/**
 * Powertools' Logger with its printing replaced when the output is not Powertools' own (readable
 * lines, or a test's sink). Subclassing through createLogger is Powertools' documented way to
 * keep createChild working for a custom logger.
 */
class ProjectLogger extends PowertoolsLogger {
  // Not a #private field: Powertools may print from inside its own constructor, before a
  // subclass's private fields exist; undefined there means "print as Powertools does".
  private print: Print | undefined;

  constructor(options: ConstructorOptions, print: Print | undefined) {
    super(options);
    this.print = print;
  }

  protected override createLogger(options?: ConstructorOptions): ProjectLogger {
    return new ProjectLogger(options ?? {}, this.print);
  }

  protected override printLog(logLevel: number, log: LogItem): void {
    if (!this.print) {
      super.printLog(logLevel, log);
      return;
    }
    log.prepareForPrint();
    this.print(log.getAttributes(), this.getJsonReplacer());
  }
}

const powertoolsLevel = {
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARN',
  error: 'ERROR',
  silent: 'SILENT',
} as const satisfies Record<LogLevel, string>;

/** The Powertools logger behind each Logger this module made (for lambda-logging.ts). */
const underlying = new WeakMap<Logger, PowertoolsLogger>();

export const powertoolsLoggerOf = (log: Logger): PowertoolsLogger | undefined => underlying.get(log);

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const format = options.format ?? 'lines';
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const print: Print | undefined =
    format === 'lines'
      ? (attributes, replacer) => write(readableLine(attributes, replacer))
      : options.write
        ? (attributes, replacer) => write(JSON.stringify(attributes, replacer))
        : undefined;
  const logger = new ProjectLogger(
    {
      serviceName,
      logLevel: powertoolsLevel[level],
      correlationIdSearchFn: valueAtPath,
      ...(format === 'lines' ? { logFormatter: new ReadableLineFormatter() } : {}),
      ...(options.fields ? { persistentKeys: options.fields } : {}),
    },
    print,
  );
  return adapt(logger);
}

function adapt(logger: PowertoolsLogger): Logger {
  const log: Logger = {
    debug: (message, fields) => logger.debug(message, fields ?? {}),
    info: (message, fields) => logger.info(message, fields ?? {}),
    warn: (message, fields) => logger.warn(message, fields ?? {}),
    error: (message, fields) => logger.error(message, fields ?? {}),
    child: (fields) => adapt(logger.createChild({ persistentKeys: fields })),
  };
  underlying.set(log, logger);
  return log;
}

/**
 * The correlation id search Powertools calls with a path (lambda-logging.ts): a dotted path into the event
 * (Powertools' own JMESPath search lives in a package this project does not need).
 */
export function valueAtPath(expression: string, data: unknown): unknown {
  let value: unknown = data;
  for (const key of expression.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
