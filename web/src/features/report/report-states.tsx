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

/** A state whose way out is a link to another console page. */
function LinkedState({
  icon,
  titleId,
  descriptionId,
  to,
  actionId,
  primary = false,
}: {
  readonly icon: ReactNode;
  readonly titleId: string;
  readonly descriptionId: string;
  readonly to: string;
  readonly actionId: string;
  /** The one thing to do on the page (blue) rather than a way back (outline). */
  readonly primary?: boolean;
}) {
  const intl = useIntl();
  return (
    <StateBox
      icon={icon}
      title={intl.formatMessage({ id: titleId })}
      description={intl.formatMessage({ id: descriptionId })}
    >
      <Button asChild {...(primary ? { colorPalette: 'blue' } : { variant: 'outline' })}>
        <Link to={to}>{intl.formatMessage({ id: actionId })}</Link>
      </Button>
    </StateBox>
  );
}

/** spec 02 §2: no hash, no report: the please-provide-params message. */
export function MissingParams() {
  return (
    <LinkedState
      icon={<LuFileSearch />}
      titleId="console.detail.missingTitle"
      descriptionId="console.detail.missingDescription"
      to={paths.console()}
      actionId="console.detail.toConsole"
      primary
    />
  );
}

/** spec 02 §2 "no data": the query is not this user's, or does not exist, or its status is unknown. */
export function NoReport() {
  return (
    <LinkedState
      icon={<LuFileX />}
      titleId="report.empty.title"
      descriptionId="report.empty.description"
      to={paths.consoleHistory()}
      actionId="report.action.history"
    />
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
