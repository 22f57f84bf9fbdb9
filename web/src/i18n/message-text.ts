import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

/** The values a message's placeholders are filled with: texts and numbers, never elements. */
type MessageValues = Record<string, string | number>;

/**
 * The text of a message id in the interface language. Ids are often made from a feature's parts
 * (`report.verdict.${verdict}`), so they are plain strings rather than react-intl descriptors.
 */
type MessageText = (id: string, values?: MessageValues) => string;

/**
 * For plain functions that are given an `intl` (a change's description, a file name), and for
 * parts whose ids all start alike (`messageOf(intl, 'report.flow.')`).
 */
export const messageOf =
  (intl: IntlShape, prefix = ''): MessageText =>
  (id, values) =>
    intl.formatMessage({ id: `${prefix}${id}` }, values);

/**
 * For components. The function stays the same from render to render until the language changes
 * (react-intl gives a new `intl` then), so it can sit in an effect's or a memo's
 * dependencies, or go to a memoised child, without making them run again on every render.
 */
export function useMessage(): MessageText {
  const intl = useIntl();
  return useMemo(() => messageOf(intl), [intl]);
}
