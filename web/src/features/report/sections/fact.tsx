import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled figure of a section: a small muted label over its value (and an optional note). */
export function Fact({
  label,
  children,
  note,
  emphasis = false,
}: {
  readonly label: ReactNode;
  readonly children: ReactNode;
  readonly note?: ReactNode;
  /** A headline figure: larger and bold. */
  readonly emphasis?: boolean;
}) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        as="div"
        fontSize={emphasis ? { base: 'lg', md: 'xl' } : 'sm'}
        fontWeight={emphasis ? 'semibold' : 'medium'}
        fontVariantNumeric="tabular-nums"
        minW="0"
        overflowWrap="anywhere"
      >
        {children}
      </Text>
      {note && (
        <Text as="div" fontSize="xs" color="fg.subtle">
          {note}
        </Text>
      )}
    </Stack>
  );
}
