import { Box, Skeleton, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRotateCw, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ActionButton } from '../action-button';
import { StatePanel } from './state-panel';

/** spec 01 §8: the retry of a list or a section that failed to load. */
export function RetryButton({
  onRetry,
  retrying,
  size,
  variant,
}: {
  readonly onRetry: () => void;
  readonly retrying: boolean;
  readonly size?: 'xs' | 'sm';
  readonly variant?: 'outline';
}) {
  const intl = useIntl();
  return (
    <ActionButton
      icon={LuRotateCw}
      colorPalette={variant ? undefined : 'blue'}
      variant={variant ?? 'solid'}
      size={size}
      onClick={onRetry}
      loading={retrying}
    >
      {intl.formatMessage({ id: 'common.retry' })}
    </ActionButton>
  );
}

/**
 * spec 01 §8, spec 02 §8: a list that failed to load says so (as an alert) and offers a retry.
 * The texts are `title` and `description`, or the messages `<messages>.title` and
 * `<messages>.description`.
 */
export function LoadFailedPanel({
  messages,
  title,
  description,
  onRetry,
  retrying,
  size,
}: {
  readonly messages?: string;
  readonly title?: string;
  readonly description?: string;
  readonly onRetry: () => void;
  readonly retrying: boolean;
  readonly size?: 'compact' | 'normal' | 'tall';
}) {
  const texts = messages === undefined ? { title: title ?? '', description } : { messages };
  return (
    <StatePanel role="alert" icon={LuTriangleAlert} size={size} {...texts}>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </StatePanel>
  );
}

/** A list on its way: a spinner named for screen readers. */
export function SpinnerLoading({ label }: { readonly label: string }) {
  return (
    <Box role="status" aria-label={label} py="12" display="flex" justifyContent="center">
      <Spinner size="lg" color="blue.solid" />
    </Box>
  );
}

/** A list on its way: grey rows in the list's shape (their heights), named for screen readers. */
export function SkeletonLoading({
  label,
  heights,
  rounded,
  busy = true,
}: {
  readonly label: string;
  readonly busy?: boolean;
  readonly heights: readonly string[];
  readonly rounded?: 'md';
}) {
  return (
    <Stack gap="2" aria-busy={busy} aria-label={label}>
      {heights.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} height={height} rounded={rounded} />
      ))}
    </Stack>
  );
}

/** What a list screen reads: an SWR answer, or one shaped like it. */
export type ListSource<T> = {
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly isValidating: boolean;
  readonly mutate: () => unknown;
};

/**
 * The states of a screen that loads what it shows (a list, the user's plan) in their order: failed
 * (and nothing to show), loading, empty (what
 * `empty` returns for the answer, when anything), then the list itself. A failure is the standard
 * load-failed panel with the messages `<messages>.title` and `<messages>.description`, or what
 * `failure` draws with the retry; either way the retry asks again.
 */
export function ListStates<T>({
  list,
  failure,
  failedOverData = false,
  loading,
  empty,
  children,
}: {
  readonly list: ListSource<T>;
  readonly failure:
    | { readonly messages: string; readonly size?: 'compact' | 'normal' | 'tall' }
    | ((retry: () => void, retrying: boolean) => ReactNode);
  /** A failure replaces the answer kept from before (a page that failed is not the page shown). */
  readonly failedOverData?: boolean;
  readonly loading: ReactNode;
  readonly empty?: (data: T) => ReactNode;
  readonly children: (data: T) => ReactNode;
}): ReactNode {
  const { data, error } = list;
  if (error && (failedOverData || data === undefined)) {
    const retry = () => void list.mutate();
    return typeof failure === 'function' ? (
      failure(retry, list.isValidating)
    ) : (
      <LoadFailedPanel {...failure} onRetry={retry} retrying={list.isValidating} />
    );
  }
  if (data === undefined) return loading;
  return empty?.(data) || children(data);
}

/** A list drawn as a table from `from` up and as cards below it (spec 01 §2 shared screens). */
export function ResponsiveList({
  table,
  cards,
  from = 'md',
}: {
  readonly table: ReactNode;
  readonly cards: ReactNode;
  readonly from?: 'md' | 'lg';
}) {
  return (
    <>
      <Box hideBelow={from}>{table}</Box>
      <Box hideFrom={from}>{cards}</Box>
    </>
  );
}
