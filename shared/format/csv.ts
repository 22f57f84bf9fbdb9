/**
 * CSV as the exports write it (RFC 4180): comma-separated, a field quoted when it holds a comma,
 * a quote or a line break, CRLF line ends. One writer for the server's exports (the credit
 * statement) and the browser's (the report's findings and counterparties).
 *
 * Text that reaches a file can be someone else's (a label's name, an idempotency key): a field a
 * spreadsheet could run as a formula is written with a leading apostrophe, which spreadsheets
 * show as text (OWASP's CSV injection guidance): one that starts with =, +, -, @, tab, carriage
 * return, line feed or NUL, and one whose first character after spaces is =, +, - or @ (some
 * importers trim leading spaces), full-width ＝ ＋ － ＠ included (CJK input methods type them,
 * and some spreadsheets read them as the ASCII ones). So `-1+cmd|' /C calc'!A0`, `\t=1` and
 * ` =HYPERLINK(…)` all stay text. A plain number such as -3 or -5.5 stays as it is, so amounts
 * still add up.
 */

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[\t\r\n\0]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One field: empty for null or undefined, otherwise its text, defused and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then one row per record, each line ended by CRLF. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
