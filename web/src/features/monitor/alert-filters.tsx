import { HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { alertStatuses, monitorTypes } from '../../../../shared/rules/monitor-rules';
import { DAY_SECONDS } from '../../../../shared/rules/time';
import type { AlertFilters } from './monitor-api';

/** Time filter choices: the alerts of the last day, week or month (start_time, epoch seconds). */
export const alertPeriods = { all: 0, day: 1, week: 7, month: 30 } as const;
export type AlertPeriod = keyof typeof alertPeriods;

export const startTimeOf = (period: AlertPeriod, now: number): number | undefined =>
  period === 'all' ? undefined : Math.floor(now / 1000) - alertPeriods[period] * DAY_SECONDS;

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <Stack gap="1" flex={{ base: '1 1 40%', md: '0 0 auto' }} minW={{ md: '44' }}>
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const all = { value: '', label: t('monitor.filter.all') };
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <FilterSelect
        label={t('monitor.filter.type')}
        value={filters.monitorType ?? ''}
        options={[all, ...monitorTypes.map((type) => ({ value: type, label: t(`monitor.type.${type}`) }))]}
        onChange={(value) =>
          onChange({ ...filters, monitorType: (value || undefined) as AlertFilters['monitorType'] }, period)
        }
      />
      <FilterSelect
        label={t('monitor.filter.status')}
        value={filters.status ?? ''}
        options={[
          all,
          ...alertStatuses.map((status) => ({ value: status, label: t(`monitor.alertStatus.${status}`) })),
        ]}
        onChange={(value) =>
          onChange({ ...filters, status: (value || undefined) as AlertFilters['status'] }, period)
        }
      />
      <FilterSelect
        label={t('monitor.filter.time')}
        value={period}
        options={(Object.keys(alertPeriods) as AlertPeriod[]).map((p) => ({
          value: p,
          label: t(`monitor.period.${p}`),
        }))}
        onChange={(value) => {
          const next = value as AlertPeriod;
          onChange({ ...filters, startTime: startTimeOf(next, Date.now()) }, next);
        }}
      />
    </HStack>
  );
}
