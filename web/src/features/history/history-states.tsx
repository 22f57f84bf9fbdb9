import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuHistory, LuRotateCw, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

function StatePanel({
  icon,
  titleId,
  descriptionId,
  role,
  children,
}: {
  readonly icon: ReactNode;
  readonly titleId: string;
  readonly descriptionId: string;
  readonly role?: 'alert';
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <EmptyState.Root
      role={role}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '10', md: '14' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage({ id: titleId })}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {intl.formatMessage({ id: descriptionId })}
          </EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** No records at all: an invitation to the first analysis (spec 01 §2). */
export function HistoryEmpty() {
  const intl = useIntl();
  return (
    <StatePanel icon={<LuHistory />} titleId="history.empty.title" descriptionId="history.empty.description">
      <Button asChild colorPalette="blue">
        <Link to={paths.console()}>{intl.formatMessage({ id: 'history.empty.action' })}</Link>
      </Button>
    </StatePanel>
  );
}

/** A search that matched nothing: say so, and offer the whole list again. */
export function HistoryNoMatch({ onClear }: { readonly onClear: () => void }) {
  const intl = useIntl();
  return (
    <StatePanel
      icon={<LuSearchX />}
      titleId="history.noMatch.title"
      descriptionId="history.noMatch.description"
    >
      <Button variant="outline" onClick={onClear}>
        {intl.formatMessage({ id: 'history.search.clear' })}
      </Button>
    </StatePanel>
  );
}

/** spec 01 §8: a history load failure shows a load-failed message and a retry. */
export function HistoryError({
  onRetry,
  retrying,
}: {
  readonly onRetry: () => void;
  readonly retrying: boolean;
}) {
  const intl = useIntl();
  return (
    <StatePanel
      role="alert"
      icon={<LuTriangleAlert />}
      titleId="history.error.title"
      descriptionId="history.error.description"
    >
      <Button colorPalette="blue" onClick={onRetry} loading={retrying}>
        <LuRotateCw aria-hidden />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </StatePanel>
  );
}
