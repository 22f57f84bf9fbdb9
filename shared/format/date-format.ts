import { cachedFormatter } from './cached-formatter';

/**
 * Date display (spec 02 §2: dates in the zh-CN locale; 0001-01-01, the zero time some records
 * carry, and invalid dates are empty and shown as '-'; spec 01 §3: a date that cannot be formatted
 * shows a dash). Numbers are epoch milliseconds.
 */

export const NO_DATE = '-';

export type DateInput = string | number | Date | null | undefined;

/** The date a value stands for, or null when it is empty, the zero date (year 1 or earlier) or invalid. */
export function parseDisplayDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && value.startsWith('0001-01-01')) return null;
  const date = value instanceof Date ? value : new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms) || date.getUTCFullYear() <= 1) return null;
  return date;
}

export interface DateFormatOptions {
  /** spec 02 §2: zh-CN unless the caller passes the interface language. */
  readonly locale?: string;
  /** An IANA zone; the runtime's zone when omitted (spec 01 §9: the stored timezone setting). */
  readonly timeZone?: string;
  /** Date and time (default) or the date alone. */
  readonly withTime?: boolean;
  /** Ends the text with the zone's short name ("UTC", "GMT+8"), so a time is never ambiguous. */
  readonly withZone?: boolean;
}

const dateTimeFormat = cachedFormatter(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** The short name of a zone at a date ("UTC", "GMT+8"), in en-US so it reads the same in every language. */
function zoneName(date: Date, timeZone: string | undefined): string {
  const parts = dateTimeFormat('en-US', {
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * A zone as a chooser lists it: its IANA name and its offset at `at` ("Asia/Shanghai (GMT+8)"),
 * the name alone for UTC or a zone the runtime cannot format.
 */
export function formatZoneLabel(timeZone: string, at: DateInput = Date.now()): string {
  const date = parseDisplayDate(at) ?? new Date();
  try {
    const name = zoneName(date, timeZone);
    return name && name !== timeZone ? `${timeZone} (${name})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** e.g. "2026/11/21 08:00:00" in zh-CN; '-' for an empty or invalid date or an unknown locale/zone. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = parseDisplayDate(value);
  if (date === null) return NO_DATE;
  const { locale = 'zh-CN', timeZone, withTime = true, withZone = false } = options;
  try {
    const text = dateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {}),
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
    return withZone ? `${text} ${zoneName(date, timeZone)}` : text;
  } catch {
    return NO_DATE;
  }
}
