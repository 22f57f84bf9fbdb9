import { Button } from '@chakra-ui/react';
import { LuReceiptText, LuScanSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** A statement without a move yet: say what will appear, and offer the first analysis. */
export function StatementEmpty() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StatePanel
      icon={LuReceiptText}
      title={t('credits.empty.title')}
      description={t('credits.empty.description')}
    >
      <Button asChild colorPalette="blue">
        <Link to={paths.console()}>
          <LuScanSearch aria-hidden />
          {t('credits.empty.action')}
        </Link>
      </Button>
    </StatePanel>
  );
}
