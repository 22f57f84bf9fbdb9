import { Button } from '@chakra-ui/react';
import { LuBookOpen, LuChartNoAxesColumn, LuRotateCw, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatePanel } from '../../components/state-panel';
import { paths } from '../../lib/paths';

function Panel({
  kind,
  children,
}: {
  readonly kind: 'noData' | 'error';
  readonly children: React.ReactNode;
}) {
  return (
    <StatePanel
      icon={kind === 'error' ? LuTriangleAlert : LuChartNoAxesColumn}
      titleId={`apiStats.${kind}.title`}
      descriptionId={`apiStats.${kind}.description`}
      alert={kind === 'error'}
    >
      {children}
    </StatePanel>
  );
}

/** spec 01 §2: the "no data" note when the range has no chain. */
export function NoUsage() {
  const intl = useIntl();
  return (
    <Panel kind="noData">
      <Button asChild variant="outline">
        <Link to={paths.docs('quick-start')}>
          <LuBookOpen aria-hidden />
          {intl.formatMessage({ id: 'apiStats.noData.docs' })}
        </Link>
      </Button>
    </Panel>
  );
}

/** spec 01 §2: the failure panel with a retry. */
export function UsageFailed({
  onRetry,
  retrying,
}: {
  readonly onRetry: () => void;
  readonly retrying: boolean;
}) {
  const intl = useIntl();
  return (
    <Panel kind="error">
      <Button colorPalette="blue" onClick={onRetry} loading={retrying}>
        <LuRotateCw aria-hidden />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </Panel>
  );
}
