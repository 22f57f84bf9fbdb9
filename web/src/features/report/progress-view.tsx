import { Card, Heading, HStack, List, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { LiveBadge } from '../../components/live-badge';
import { useReducedMotion } from '../../components/use-reduced-motion';
import { EXPECTED_WAIT_SECONDS, processingSteps } from './progress-model';
import { useProgress } from './use-progress';

/**
 * Queueing, analysing and done (spec 02 §4): a bar that rises while the query waits or runs,
 * and, once it runs, the three steps of the analysis; at completion the bar is full while the
 * report loads. The numbers are estimates; the status decides.
 */
export function ProgressView({ status, hash }: { readonly status: number; readonly hash: string }) {
  const intl = useIntl();
  const { value, stepsDone } = useProgress(status);
  const reducedMotion = useReducedMotion();
  const state =
    status === QUERY_STATUS.completed
      ? 'completed'
      : status === QUERY_STATUS.processing
        ? 'processing'
        : 'pending';
  const showSteps = state !== 'pending';
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="5">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          {/* Polite: a screen reader hears the query move from the queue to the analysis. */}
          <Stack gap="1" aria-live="polite">
            <Heading as="h2" size="md">
              {intl.formatMessage({ id: `report.progress.${state}.title` })}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage({ id: `report.progress.${state}.description` })}
            </Text>
          </Stack>
          {state !== 'completed' && (
            <LiveBadge>{intl.formatMessage({ id: 'report.progress.live' })}</LiveBadge>
          )}
        </HStack>
        <Progress.Root
          value={Math.round(value)}
          colorPalette="blue"
          size="md"
          striped={state !== 'completed'}
          animated={state !== 'completed' && !reducedMotion}
        >
          <HStack gap="3">
            {/* The track is the progressbar; without a name it would be called by its value. */}
            <Progress.Track flex="1" aria-label={intl.formatMessage({ id: 'report.progress.label' })}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText minW="10" textAlign="end">
              {`${Math.round(value)}%`}
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
        {showSteps && (
          <List.Root gap="2" variant="plain" aria-label={intl.formatMessage({ id: 'report.progress.steps' })}>
            {processingSteps.map((step, i) => {
              const done = i < stepsDone;
              const current = i === stepsDone;
              return (
                <List.Item key={step} alignItems="center" gap="2" color={done ? 'fg' : 'fg.muted'}>
                  <List.Indicator asChild color={done ? 'green.500' : 'fg.subtle'}>
                    {done ? <LuCircleCheck /> : current ? <Spinner size="xs" /> : <LuCircle />}
                  </List.Indicator>
                  {intl.formatMessage({ id: `report.progress.step.${step}` })}
                  <Text as="span" srOnly>
                    {intl.formatMessage({
                      id: done ? 'report.progress.stepDone' : 'report.progress.stepWaiting',
                    })}
                  </Text>
                </List.Item>
              );
            })}
          </List.Root>
        )}
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>{intl.formatMessage({ id: 'report.progress.expected' }, EXPECTED_WAIT_SECONDS)}</Text>
          <Text>
            {intl.formatMessage({ id: 'report.progress.hash' })}{' '}
            <Text as="span" fontFamily="mono" wordBreak="break-all">
              {hash}
            </Text>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
