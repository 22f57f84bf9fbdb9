import { Box, Button, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRotateCw, LuTriangleAlert, LuUserX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api-error';

/** A dashed panel for the empty, failed and signed-out states. */
export function MonitorPanel({
  icon,
  title,
  description,
  role,
  children,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly description?: string;
  readonly role?: 'alert' | 'status';
  readonly children?: ReactNode;
}) {
  return (
    <EmptyState.Root
      role={role}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '8', md: '12' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description maxW="md">{description}</EmptyState.Description> : null}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** spec 02 §8: a list that failed to load says so, with the error's text and a retry. */
export function LoadFailed({
  error,
  onRetry,
  retrying,
}: {
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}) {
  const intl = useIntl();
  const message =
    error instanceof ApiError && error.message ? error.message : intl.formatMessage({ id: 'error.generic' });
  return (
    <MonitorPanel
      role="alert"
      icon={<LuTriangleAlert />}
      title={intl.formatMessage({ id: 'monitor.loadFailed' })}
      description={message}
    >
      <Button colorPalette="blue" onClick={onRetry} loading={retrying}>
        <LuRotateCw aria-hidden />
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </MonitorPanel>
  );
}

/** spec 02 §2: without a user id the page only says the user is not logged in. */
export function NotLoggedIn() {
  const intl = useIntl();
  return (
    <MonitorPanel
      role="status"
      icon={<LuUserX />}
      title={intl.formatMessage({ id: 'monitor.notLoggedIn.title' })}
      description={intl.formatMessage({ id: 'monitor.notLoggedIn.description' })}
    />
  );
}

export function Loading({ label }: { readonly label: string }) {
  return (
    <Box role="status" aria-label={label} py="12" display="flex" justifyContent="center">
      <Spinner size="lg" color="blue.solid" />
    </Box>
  );
}
