import { Box } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DisclosureButton } from '../../../components/disclosure-button';

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
      <DisclosureButton open={open} controls={id} onToggle={() => setOpen(!open)}>
        {intl.formatMessage({ id: open ? 'report.chart.hideTable' : 'report.chart.showTable' })}
      </DisclosureButton>
      <Box id={id} hidden={!open} mt="2">
        {open && children}
      </Box>
    </Box>
  );
}
