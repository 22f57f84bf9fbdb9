import { Alert, Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileSearch, LuFileX, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isRetryable } from '../../lib/api-error';
import { paths } from '../../lib/paths';

function StateBox({
  icon,
  title,
  description,
  children,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly description: string;
  readonly children?: ReactNode;
}) {
  return (
    <Box py={{ base: '10', md: '16' }}>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>{icon}</EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">{title}</EmptyState.Title>
            <EmptyState.Description maxW="md">{description}</EmptyState.Description>
          </VStack>
          {children}
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

/** spec 02 §2: no hash, no report: the please-provide-params message. */
export function MissingParams() {
  const intl = useIntl();
  return (
    <StateBox
      icon={<LuFileSearch />}
      title={intl.formatMessage({ id: 'console.detail.missingTitle' })}
      description={intl.formatMessage({ id: 'console.detail.missingDescription' })}
    >
      <Button asChild colorPalette="blue">
        <Link to={paths.console()}>{intl.formatMessage({ id: 'console.detail.toConsole' })}</Link>
      </Button>
    </StateBox>
  );
}

/** spec 02 §2 "no data": the query is not this user's, or does not exist, or its status is unknown. */
export function NoReport() {
  const intl = useIntl();
  return (
    <StateBox
      icon={<LuFileX />}
      title={intl.formatMessage({ id: 'report.empty.title' })}
      description={intl.formatMessage({ id: 'report.empty.description' })}
    >
      <Button asChild variant="outline">
        <Link to={paths.consoleHistory()}>{intl.formatMessage({ id: 'report.action.history' })}</Link>
      </Button>
    </StateBox>
  );
}

/** The status or the report could not be loaded (the toast already said why): try again. */
export function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <StateBox
      icon={<LuFileX />}
      title={intl.formatMessage({ id: 'report.error.title' })}
      description={message}
    >
      <Button colorPalette="blue" onClick={onRetry}>
        <LuRefreshCw />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </StateBox>
  );
}

/**
 * The status stopped answering while the query runs (a network or server error): say so, keep
 * the progress on screen (SWR keeps retrying), and offer to ask again now.
 */
export function ConnectionLost({
  error,
  onRetry,
}: {
  readonly error: unknown;
  readonly onRetry: () => void;
}) {
  const intl = useIntl();
  const retrying = isRetryable(error);
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage({ id: 'report.connection.title' })}</Alert.Title>
        <Alert.Description>
          {intl.formatMessage({ id: retrying ? 'report.connection.retrying' : 'report.connection.stopped' })}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
        <LuRefreshCw />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </Alert.Root>
  );
}
