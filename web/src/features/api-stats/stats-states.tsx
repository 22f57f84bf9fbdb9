import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuBookOpen, LuChartNoAxesColumn, LuRotateCw, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

function Panel({
  kind,
  children,
}: {
  readonly kind: 'noData' | 'error';
  readonly children: React.ReactNode;
}) {
  const intl = useIntl();
  const Icon = kind === 'error' ? LuTriangleAlert : LuChartNoAxesColumn;
  return (
    <EmptyState.Root
      role={kind === 'error' ? 'alert' : undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '10', md: '12' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage({ id: `apiStats.${kind}.title` })}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {intl.formatMessage({ id: `apiStats.${kind}.description` })}
          </EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
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
