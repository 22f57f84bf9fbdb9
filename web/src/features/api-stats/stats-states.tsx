import { Button } from '@chakra-ui/react';
import { LuBookOpen, LuChartNoAxesColumn } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** spec 01 §2: the "no data" note when the range has no chain. */
export function NoUsage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StatePanel
      icon={LuChartNoAxesColumn}
      title={t('apiStats.noData.title')}
      description={t('apiStats.noData.description')}
    >
      <Button asChild variant="outline">
        <Link to={paths.docs('quick-start')}>
          <LuBookOpen aria-hidden />
          {t('apiStats.noData.docs')}
        </Link>
      </Button>
    </StatePanel>
  );
}
