import { Badge, Box } from '@chakra-ui/react';

/** A badge with a pulsing dot: something is watched live (the analyzer, a running query). */
export function LiveBadge({ children }: { readonly children: string }) {
  return (
    <Badge colorPalette="green" variant="subtle" gap="1.5">
      <Box
        as="span"
        boxSize="2"
        rounded="full"
        bg="green.solid"
        animation="pulse"
        _motionReduce={{ animation: 'none' }}
        aria-hidden
      />
      {children}
    </Badge>
  );
}
