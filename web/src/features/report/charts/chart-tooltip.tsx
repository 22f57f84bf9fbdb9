import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A chart's tooltip, drawn like the app's own surfaces (panel, border, shadow) in both modes. */
export function ChartTooltip({
  title,
  children,
}: {
  readonly title: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Box
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      shadow="md"
      px="3"
      py="2"
      fontSize="xs"
      maxW="18rem"
      minW="10rem"
    >
      <Text fontWeight="semibold" fontSize="sm" mb={children ? '1' : '0'}>
        {title}
      </Text>
      {children && <Stack gap="0.5">{children}</Stack>}
    </Box>
  );
}

/** One "name: value" line of a tooltip, with an optional colour swatch. */
export function TooltipRow({
  label,
  value,
  color,
}: {
  readonly label: ReactNode;
  readonly value: ReactNode;
  readonly color?: string;
}) {
  return (
    <HStack justify="space-between" gap="3">
      <HStack gap="1.5" color="fg.muted" minW="0">
        {color && <Box flexShrink={0} w="2.5" h="2.5" rounded="sm" style={{ background: color }} />}
        <Text as="span">{label}</Text>
      </HStack>
      <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}
