import { defineStyle, HStack, Progress, Spinner } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { stack } from '../../components/layout-styles';
import { LiveBadge } from '../../components/live-badge';
import { useRecipeClass, useSlotRecipeClasses, useStaticClass } from '../../components/static-class';
import { useReducedMotion } from '../../components/use-reduced-motion';
import { EXPECTED_WAIT_SECONDS, processingSteps } from './progress-model';
import { useProgress } from './use-progress';

// Plain elements with static classes (components/static-class) around Chakra's progress bar.
const progressStyles = defineStyle({
  '& > .progress-head': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'start',
    gap: '3',
  },
  '& > .progress-head > div': stack('1'),
  '& > .progress-head p': { color: 'fg.muted', fontSize: 'sm' },
  '& .progress-step': { alignItems: 'center', gap: '2', color: 'fg.muted' },
  '& .progress-step[data-done]': { color: 'fg' },
  '& .progress-step > svg, & .progress-step > .chakra-spinner': { color: 'fg.subtle' },
  '& .progress-step[data-done] > svg': { color: 'green.500' },
  '& > .progress-notes': { ...stack('1'), fontSize: 'sm', color: 'fg.muted' },
  '& .progress-hash': { fontFamily: 'mono', wordBreak: 'break-all' },
  '& .progress-sr': { srOnly: true },
});
const bodyStyles = defineStyle({ gap: '5' });
const listStyles = defineStyle({ gap: '2' });

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
  const card = useSlotRecipeClasses<'root' | 'body'>({
    recipe: 'card',
    variants: { variant: 'outline', size: 'sm' },
  });
  const list = useSlotRecipeClasses<'root' | 'item' | 'indicator'>({
    recipe: 'list',
    variants: { variant: 'plain' },
  });
  const headingClass = useRecipeClass({ recipe: 'heading', variants: { size: 'md' } });
  const progressClass = useStaticClass(progressStyles);
  const bodyClass = useStaticClass(bodyStyles);
  const listClass = useStaticClass(listStyles);
  return (
    <div className={card.root}>
      <div className={`${card.body} ${bodyClass} ${progressClass}`}>
        <div className="progress-head">
          {/* Polite: a screen reader hears the query move from the queue to the analysis. */}
          <div aria-live="polite">
            <h2 className={headingClass}>{intl.formatMessage({ id: `report.progress.${state}.title` })}</h2>
            <p>{intl.formatMessage({ id: `report.progress.${state}.description` })}</p>
          </div>
          {state !== 'completed' && (
            <LiveBadge>{intl.formatMessage({ id: 'report.progress.live' })}</LiveBadge>
          )}
        </div>
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
          <ul
            className={`${list.root} ${listClass}`}
            aria-label={intl.formatMessage({ id: 'report.progress.steps' })}
          >
            {processingSteps.map((step, i) => {
              const done = i < stepsDone;
              const current = i === stepsDone;
              return (
                <li key={step} className={`${list.item} progress-step`} data-done={done ? '' : undefined}>
                  {done ? (
                    <LuCircleCheck className={list.indicator} />
                  ) : current ? (
                    <Spinner size="xs" className={list.indicator} />
                  ) : (
                    <LuCircle className={list.indicator} />
                  )}
                  {intl.formatMessage({ id: `report.progress.step.${step}` })}
                  <span className="progress-sr">
                    {intl.formatMessage({
                      id: done ? 'report.progress.stepDone' : 'report.progress.stepWaiting',
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <div className="progress-notes">
          <p>{intl.formatMessage({ id: 'report.progress.expected' }, EXPECTED_WAIT_SECONDS)}</p>
          <p>
            {intl.formatMessage({ id: 'report.progress.hash' })} <span className="progress-hash">{hash}</span>
          </p>
        </div>
      </div>
    </div>
  );
}
