import { defineStyle } from '@chakra-ui/react';
import { PlainBadge } from './plain-badge';
import { useStaticClass } from './static-class';

const liveStyles = defineStyle({
  gap: '1.5',
  '& > .live-dot': {
    boxSize: '2',
    rounded: 'full',
    bg: 'green.solid',
    animation: 'pulse',
    _motionReduce: { animation: 'none' },
  },
});

/** A badge with a pulsing dot: something is watched live (the analyzer, a running query). */
export function LiveBadge({ children }: { readonly children: string }) {
  return (
    <PlainBadge colorPalette="green" variant="subtle" className={useStaticClass(liveStyles)}>
      <span className="live-dot" aria-hidden />
      {children}
    </PlainBadge>
  );
}
