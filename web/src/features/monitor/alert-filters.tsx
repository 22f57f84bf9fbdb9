import { HStack, Stack, Text } from '@chakra-ui/react';
import { alertStatuses, monitorTypes } from '../../../../shared/rules/monitor-rules';
import { DAY_SECONDS } from '../../../../shared/rules/time';
import { OptionSelect } from '../../components/option-select';
import { useMessage } from '../../i18n/message-text';
import type { AlertFilters } from './monitor-api';

/** Time filter choices: the alerts of the last day, week or month (start_time, epoch seconds). */
export const alertPeriods = { all: 0, day: 1, week: 7, month: 30 } as const;
export type AlertPeriod = keyof typeof alertPeriods;

export const startTimeOf = (period: AlertPeriod, now: number): number | undefined =>
  period === 'all' ? undefined : Math.floor(now / 1000) - alertPeriods[period] * DAY_SECONDS;

function FilterSelect<T extends string>({
  label,
  ...select
}: {
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly optionLabel: (option: T) => string;
  readonly onChange: (value: T) => void;
}) {
  return (
    <Stack gap="1" flex={{ base: '1 1 40%', md: '0 0 auto' }} minW={{ md: '44' }}>
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <OptionSelect size="sm" label={label} {...select} />
    </Stack>
  );
}

/** The filters with "all" first: choosing it ('') sets no filter on that field. */
const optionalFilters = [
  { field: 'monitorType', labelId: 'monitor.filter.type', options: monitorTypes, optionIds: 'monitor.type' },
  {
    field: 'status',
    labelId: 'monitor.filter.status',
    options: alertStatuses,
    optionIds: 'monitor.alertStatus',
  },
] as const;

/** The alert filters (spec 02 §7): monitor type, status and time. */
export function AlertFilterBar({
  filters,
  period,
  onChange,
}: {
  readonly filters: AlertFilters;
  readonly period: AlertPeriod;
  readonly onChange: (filters: AlertFilters, period: AlertPeriod) => void;
}) {
  const t = useMessage();
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      {optionalFilters.map(({ field, labelId, options, optionIds }) => (
        <FilterSelect<string>
          key={field}
          label={t(labelId)}
          value={filters[field] ?? ''}
          options={['', ...options]}
          optionLabel={(option) => t(option === '' ? 'monitor.filter.all' : `${optionIds}.${option}`)}
          // The option is one of `options` (or '' for no filter), so it fits the field.
          onChange={(option) =>
            onChange({ ...filters, [field]: option || undefined } as AlertFilters, period)
          }
        />
      ))}
      <FilterSelect
        label={t('monitor.filter.time')}
        value={period}
        options={Object.keys(alertPeriods) as AlertPeriod[]}
        optionLabel={(p) => t(`monitor.period.${p}`)}
        onChange={(next) => onChange({ ...filters, startTime: startTimeOf(next, Date.now()) }, next)}
      />
    </HStack>
  );
}
