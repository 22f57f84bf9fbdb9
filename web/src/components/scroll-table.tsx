import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuMoveHorizontal } from 'react-icons/lu';
import { useIntl } from 'react-intl';

interface Overflow {
  readonly before: boolean;
  readonly after: boolean;
}

/**
 * A table that scrolls sideways on a narrow screen and says so: when columns are cut off, a line
 * above it tells the reader to swipe, and a fade on the cut edge shows where the rest is. The
 * scroll area then takes the keyboard focus too, so arrow keys scroll it.
 */
export function ScrollTable({ children, ...props }: Table.ScrollAreaProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const update = () => {
      const before = area.scrollLeft > 1;
      const after = area.scrollLeft + area.clientWidth < area.scrollWidth - 1;
      setOverflow((o) => (o.before === before && o.after === after ? o : { before, after }));
    };
    area.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes after the browser's own layout: measuring here instead
    // would force a layout of a page still being built (a report has a dozen of these tables).
    if (typeof ResizeObserver === 'undefined') update();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(area);
    return () => {
      area.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const scrolls = overflow.before || overflow.after;
  const fade = (side: 'left' | 'right') => (
    <Box
      aria-hidden
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: 0 }}
      width="8"
      pointerEvents="none"
      roundedLeft={side === 'left' ? 'md' : undefined}
      roundedRight={side === 'right' ? 'md' : undefined}
      bgGradient={side === 'right' ? 'to-l' : 'to-r'}
      gradientFrom="bg"
      gradientTo="transparent"
    />
  );

  return (
    <Box minW="0">
      {scrolls && (
        <HStack gap="1.5" mb="1" fontSize="xs" color="fg.muted" data-testid="scroll-hint">
          <LuMoveHorizontal aria-hidden />
          <Text>{intl.formatMessage({ id: 'table.scrollHint' })}</Text>
        </HStack>
      )}
      <Box position="relative">
        <Table.ScrollArea ref={ref} tabIndex={scrolls ? 0 : undefined} {...props}>
          {children}
        </Table.ScrollArea>
        {overflow.before && fade('left')}
        {overflow.after && fade('right')}
      </Box>
    </Box>
  );
}
