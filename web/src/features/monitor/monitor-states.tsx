import type { ReactNode } from 'react';
import { LuUserX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import {
  type ListSource,
  ListStates,
  LoadFailedPanel,
  SpinnerLoading,
} from '../../components/list/list-states';
import { StatePanel } from '../../components/list/state-panel';
import { ApiError } from '../../lib/api-error';

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
    <LoadFailedPanel
      size="compact"
      title={intl.formatMessage({ id: 'monitor.loadFailed' })}
      description={message}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** spec 02 §2: without a user id the page only says the user is not logged in. */
export function NotLoggedIn() {
  const _intl = useIntl();
  return <StatePanel size="compact" role="status" icon={LuUserX} messages="monitor.notLoggedIn" />;
}

/**
 * A Monitor list's states (spec 02 §8): a failure with the error's text and a retry while nothing
 * was loaded, a spinner while loading, then `empty` (when it gives anything) or the list.
 */
export function MonitorListStates<T>({
  list,
  empty,
  children,
}: {
  readonly list: ListSource<T>;
  readonly empty: (data: T) => ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <ListStates
      list={list}
      failure={(retry, retrying) => <LoadFailed error={list.error} onRetry={retry} retrying={retrying} />}
      loading={<SpinnerLoading label={intl.formatMessage({ id: 'monitor.loading' })} />}
      empty={empty}
    >
      {children}
    </ListStates>
  );
}
