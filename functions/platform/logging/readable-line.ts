import { LogFormatter, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * The local stack's log format: one line per event that a person reads in a terminal,
 * `12:00:01.234 INFO  request operationId=login status=200 ms=12`, with an error's stack under an
 * ERROR line. It leaves out what Powertools adds for CloudWatch (service, cold start, function
 * ARN, request id, correlation id): locally every function runs in one process over one logger,
 * so those would describe whichever invocation set them last, not the line's own.
 */
export class ReadableLineFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const { correlation_id: _correlation, ...fields } = additional;
    // The constructor sets the attributes as they are; addAttributes would deep-merge them.
    return new LogItem({
      attributes: {
        timestamp: attributes.timestamp.toISOString(),
        level: attributes.logLevel,
        message: attributes.message,
        ...fields,
      },
    });
  }
}

type JsonReplacer = (this: unknown, key: string, value: unknown) => unknown;

/** One printed line from the attributes the formatter above produced. */
export function readableLine(attributes: LogAttributes, replacer: JsonReplacer): string {
  const { timestamp, level, message, ...fields } = attributes;
  const time = typeof timestamp === 'string' ? timestamp.slice(11, 23) : '';
  const levelName = String(level ?? '').padEnd(5);
  const stacks: string[] = [];
  const parts = Object.entries(fields).map(([key, value]) => {
    if (value instanceof Error) {
      if (level === 'ERROR' && value.stack) stacks.push(indentedStack(value.stack));
      return `${key}=${quoted(`${value.name}: ${value.message}`)}`;
    }
    return `${key}=${rendered(value, replacer)}`;
  });
  const line = [time, levelName, String(message ?? ''), ...parts].filter((p) => p !== '').join(' ');
  return [line, ...stacks].join('\n');
}

function rendered(value: unknown, replacer: JsonReplacer): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value, replacer) ?? String(value);
}

/** Bare when the value reads unambiguously, else JSON-quoted (spaces, quotes, `=`, empty). */
const quoted = (text: string): string => (/^[^\s"=]+$/.test(text) ? text : JSON.stringify(text));

/** The stack's frames (its first line repeats the message), indented under the line. */
const indentedStack = (stack: string): string =>
  stack
    .split('\n')
    .slice(1)
    .map((frame) => `    ${frame.trim()}`)
    .join('\n');
