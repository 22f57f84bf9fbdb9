import { Box, Button } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';

/**
 * A chart's figures as a table, folded away under the chart: the text form of what the chart
 * draws, for screen readers and for anyone who wants the exact numbers.
 */
export function DataTableToggle({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? <LuChevronUp /> : <LuChevronDown />}
        {intl.formatMessage({ id: open ? 'report.chart.hideTable' : 'report.chart.showTable' })}
      </Button>
      <Box id={id} hidden={!open} mt="2">
        {open && children}
      </Box>
    </Box>
  );
}
