import { Button } from '@chakra-ui/react';
import { LuReceiptText, LuRotateCw, LuScanSearch, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatePanel } from '../../components/state-panel';
import { paths } from '../../lib/paths';

/** A statement without a move yet: say what will appear, and offer the first analysis. */
export function StatementEmpty() {
  const intl = useIntl();
  return (
    <StatePanel icon={LuReceiptText} titleId="credits.empty.title" descriptionId="credits.empty.description">
      <Button asChild colorPalette="blue">
        <Link to={paths.console()}>
          <LuScanSearch aria-hidden />
          {intl.formatMessage({ id: 'credits.empty.action' })}
        </Link>
      </Button>
    </StatePanel>
  );
}

/** spec 01 §8: a list that failed to load says so and offers a retry. */
export function StatementFailed({
  onRetry,
  retrying,
}: {
  readonly onRetry: () => void;
  readonly retrying: boolean;
}) {
  const intl = useIntl();
  return (
    <StatePanel
      alert
      icon={LuTriangleAlert}
      titleId="credits.error.title"
      descriptionId="credits.error.description"
    >
      <Button colorPalette="blue" onClick={onRetry} loading={retrying}>
        <LuRotateCw aria-hidden />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </StatePanel>
  );
}
