import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The layouts of Chakra's Stack, HStack, Group, Flex and SimpleGrid (and the outlined box) as style
 * objects, for plain elements styled by a static class (components/static-class): they look as
 * those components would, without each one's style resolution on every render. One home each, so
 * the report's styles do not spell the same layout again. Spread them into a style written once at
 * module level (`{ ...stack('2'), fontSize: 'sm' }`), never into one built while rendering: a
 * static class is keyed by its style object.
 */
type Gap = SystemStyleObject['gap'];

/** Chakra's Stack (a column): its children one under another, `gap` apart. */
export const stack = (gap: Gap): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap });

/** Chakra's HStack: its children side by side, centred on one line, `gap` apart. */
export const row = (gap: Gap): SystemStyleObject => ({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap,
});

/** Chakra's Group (a button group): its items side by side on one line, `gap` apart. */
export const group = (gap: Gap): SystemStyleObject => ({
  display: 'inline-flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap,
  isolation: 'isolate',
  position: 'relative',
});

/** Chakra's Flex with `wrap`: its children centred on lines that wrap when they do not fit, `gap` apart. */
export const wrapRow = (gap: Gap): SystemStyleObject => ({
  display: 'flex',
  alignItems: 'center',
  gap,
  flexWrap: 'wrap',
});

/** A line whose children stand at its two ends, centred, wrapping when they do not fit. */
export const spreadRow = (gap: Gap): SystemStyleObject => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap,
  flexWrap: 'wrap',
});

/** A box with the theme's border, `width` wide (a hairline unless said), rounded by `radius`. */
export const outlined = (
  radius: SystemStyleObject['rounded'],
  width: SystemStyleObject['borderWidth'] = '1px',
): SystemStyleObject => ({ borderWidth: width, rounded: radius });

/** SimpleGrid's columns: each at most an equal share, so long content cannot widen one. */
const tracks = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** Chakra's SimpleGrid `columns`: a count, or a count by breakpoint (`{ base: 2, md: 4 }`). */
export const gridColumns = (columns: number | Readonly<Record<string, number>>): SystemStyleObject => ({
  display: 'grid',
  gridTemplateColumns:
    typeof columns === 'number'
      ? tracks(columns)
      : Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, tracks(count)])),
});
