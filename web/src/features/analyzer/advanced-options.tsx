import { Button, Field, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type DayRange, presetRange, quickRange, sameRange } from '../../../../shared/rules/analysis-range';
import type { IsoDay } from '../../../../shared/rules/time-zone';
import { useMessage } from '../../i18n/message-text';
import { displayToday } from '../../lib/display-time-zone';
import type { AnalyzerFormState } from './use-analyzer-form';

/**
 * One row of ranges instead of spec 01 §5's two overlapping ones (quick ranges and presets named
 * the same days twice: "1 day" and "Today", "All" and "All time"; "7 days" and "Last 7 days"
 * differed by one day). Each distinct range of either list once, shortest first; 7d and 30d are
 * the spec's "last 7 / 30 days including today" and carry that name. Days are the display zone's.
 */
const rangeChoices: readonly { labelId: string; range: (today: IsoDay) => DayRange }[] = [
  { labelId: 'analyzer.preset.today', range: (today) => presetRange('today', today) },
  { labelId: 'analyzer.preset.last1', range: (today) => presetRange('last1', today) },
  { labelId: 'analyzer.quickRange.7d', range: (today) => quickRange('7d', today) },
  { labelId: 'analyzer.quickRange.30d', range: (today) => quickRange('30d', today) },
  { labelId: 'analyzer.preset.allTime', range: (today) => presetRange('allTime', today) },
];

/**
 * The advanced-options panel (spec 01 §2, §5): start and end dates, quick ranges and presets,
 * and the transaction limit. The end calendar starts at the start day; a typed end before it
 * gets the end-before-start message all the same.
 */
export function AdvancedOptions({ id, form }: { readonly id: string; readonly form: AnalyzerFormState }) {
  const t = useMessage();
  const { values, problems, analyzing } = form;
  // Read at render: a panel left open over midnight offers the new day.
  const today = displayToday();
  const current: DayRange = { start: values.start, end: values.end };

  return (
    <Stack
      id={id}
      role="region"
      aria-label={t('analyzer.advanced.panel')}
      gap="4"
      pt="4"
      borderTopWidth="1px"
    >
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Field.Root disabled={analyzing}>
          <Field.Label>{t('analyzer.start.label')}</Field.Label>
          <Input
            ref={form.refOf('start')}
            type="date"
            name="start"
            value={values.start}
            onChange={(event) => form.setField('start', event.target.value)}
          />
        </Field.Root>
        <Field.Root disabled={analyzing} invalid={Boolean(problems.end)}>
          <Field.Label>{t('analyzer.end.label')}</Field.Label>
          <Input
            ref={form.refOf('end')}
            type="date"
            name="end"
            min={values.start || undefined}
            value={values.end}
            onChange={(event) => form.setField('end', event.target.value)}
          />
          {problems.end && <Field.ErrorText>{t('analyzer.end.beforeStart')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root
          disabled={analyzing}
          invalid={Boolean(problems.limit)}
          gridColumn={{ base: 'span 2', md: 'auto' }}
        >
          <Field.Label>{t('analyzer.limit.label')}</Field.Label>
          <Input
            ref={form.refOf('limit')}
            name="limit"
            // A text input, not type="number": "1.5" or "abc" stay visible and get their message.
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('analyzer.limit.placeholder')}
            value={values.limit}
            onChange={(event) => form.setField('limit', event.target.value)}
          />
          {problems.limit ? (
            <Field.ErrorText>{t(`analyzer.limit.${problems.limit}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('analyzer.limit.hint')}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      <RangeChoices labelId="analyzer.quickRange.label">
        <Wrap gap="2">
          {rangeChoices.map(({ labelId, range }) => {
            const pressed = sameRange(current, range(today));
            return (
              <Button
                key={labelId}
                size="sm"
                aria-pressed={pressed}
                variant={pressed ? 'subtle' : 'outline'}
                colorPalette={pressed ? 'blue' : 'gray'}
                disabled={analyzing}
                onClick={() => form.setRange(range(displayToday()))}
              >
                {t(labelId)}
              </Button>
            );
          })}
        </Wrap>
      </RangeChoices>
    </Stack>
  );
}

/** A labelled group of range buttons. */
function RangeChoices({
  labelId,
  children,
}: {
  readonly labelId: string;
  readonly children: React.ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Stack gap="1.5" role="group" aria-labelledby={id}>
      <Text id={id} fontSize="sm" fontWeight="medium">
        {intl.formatMessage({ id: labelId })}
      </Text>
      {children}
    </Stack>
  );
}
