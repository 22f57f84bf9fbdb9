import { Box, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';

/**
 * A small button that folds and unfolds the element whose id is `controls`, saying so to
 * screen readers (`aria-expanded`) and to the eye (a chevron pointing where the content goes).
 */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  readonly open: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Box>
      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        {open ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
        {children}
      </Button>
    </Box>
  );
}
