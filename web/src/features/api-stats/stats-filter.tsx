import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { type UsageChain, usageChains } from '../../../../shared/rules/chain-rules';
import { zoneDayOf as dayOf } from '../../../../shared/rules/time-zone';
import { type UsageRangePreset, usageRangePresets } from '../../../../shared/rules/usage-rules';
import { OptionSelect } from '../../components/option-select';
import { useMessage } from '../../i18n/message-text';
import { customRangeProblem, dayCount, rangeOfDays, type UsageRange } from './usage-range';

type Preset = Exclude<UsageRangePreset, 'custom'>;

/** One end of the custom range: a day picked or typed, kept within `min` and `max` when given. */
function DayField({
  labelId,
  value,
  min,
  max,
  onChange,
}: {
  readonly labelId: string;
  readonly value: string;
  readonly min?: string;
  readonly max: string;
  readonly onChange: (day: string) => void;
}) {
  const intl = useIntl();
  return (
    <Field.Root width={{ sm: '44' }}>
      <Field.Label>{intl.formatMessage({ id: labelId })}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={value}
        min={min || undefined}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}

/** The custom range (spec 01 §5): no day after today, the end not before the start, both set to apply. */
function CustomRange({
  range,
  timeZone,
  onApply,
}: {
  readonly range: UsageRange;
  readonly timeZone: string;
  readonly onApply: (range: UsageRange) => void;
}) {
  const intl = useIntl();
  const today = dayOf(Date.now(), timeZone);
  const [from, setFrom] = useState(dayOf(range.startMs, timeZone));
  const [to, setTo] = useState(dayOf(range.endMs, timeZone));
  const problem = customRangeProblem(from, to, today);
  const shownProblem = problem === 'incomplete' ? undefined : problem;
  return (
    <Stack gap="2" data-testid="custom-range">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
        <DayField labelId="apiStats.custom.start" value={from} max={to || today} onChange={setFrom} />
        <DayField labelId="apiStats.custom.end" value={to} min={from} max={today} onChange={setTo} />
        <Button
          size="sm"
          colorPalette="blue"
          disabled={problem !== undefined}
          onClick={() => {
            if (!problem) onApply(rangeOfDays(from, to, timeZone));
          }}
        >
          {intl.formatMessage({ id: 'apiStats.custom.apply' })}
        </Button>
      </Stack>
      <Text
        fontSize="sm"
        color={shownProblem ? 'fg.error' : 'fg.muted'}
        role={shownProblem ? 'alert' : undefined}
      >
        {shownProblem
          ? intl.formatMessage({ id: `apiStats.custom.${shownProblem}` })
          : problem
            ? intl.formatMessage({ id: 'apiStats.custom.incomplete' })
            : intl.formatMessage({ id: 'apiStats.custom.days' }, { days: dayCount(from, to) })}
      </Text>
    </Stack>
  );
}

/**
 * The filter (spec 01 §2): the range presets and the custom range, the chains and the API key. The
 * days are those of the display zone (spec 01 §9), chosen once for the whole console in the
 * account menu.
 */
export function StatsFilter({
  label,
  range,
  chains,
  apiKeyId,
  keys,
  timeZone,
  onPreset,
  onRange,
  onChains,
  onKey,
}: {
  readonly label: UsageRangePreset;
  readonly range: UsageRange;
  readonly chains: readonly UsageChain[];
  readonly apiKeyId: number | undefined;
  readonly keys: readonly ApiKey[];
  readonly timeZone: string;
  readonly onPreset: (preset: Preset) => void;
  readonly onRange: (range: UsageRange) => void;
  readonly onChains: (chains: UsageChain[]) => void;
  readonly onKey: (id: number | undefined) => void;
}) {
  const t = useMessage();
  const [customOpen, setCustomOpen] = useState(label === 'custom');
  const toggleChain = (chain: UsageChain) =>
    onChains(usageChains.filter((c) => (c === chain ? !chains.includes(c) : chains.includes(c))));

  return (
    <Stack gap="4" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.panel">
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium" id="range-label">
          {t('apiStats.range.label')}
        </Text>
        <Wrap gap="2" role="group" aria-labelledby="range-label">
          {usageRangePresets.map((preset) => {
            const pressed =
              preset === 'custom' ? customOpen || label === 'custom' : !customOpen && label === preset;
            return (
              <Button
                key={preset}
                size="sm"
                variant={pressed ? 'solid' : 'outline'}
                colorPalette={pressed ? 'blue' : 'gray'}
                aria-pressed={pressed}
                onClick={() => {
                  if (preset === 'custom') setCustomOpen(true);
                  else {
                    setCustomOpen(false);
                    onPreset(preset);
                  }
                }}
              >
                {t(`apiStats.range.${preset}`)}
              </Button>
            );
          })}
        </Wrap>
        {customOpen ? (
          <CustomRange
            range={range}
            timeZone={timeZone}
            onApply={(next) => {
              onRange(next);
            }}
          />
        ) : null}
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }}>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium" id="chains-label">
            {t('apiStats.chains.label')}
          </Text>
          <HStack gap="2" role="group" aria-labelledby="chains-label" wrap="wrap">
            <Button
              size="sm"
              variant={chains.length === 0 ? 'solid' : 'outline'}
              colorPalette={chains.length === 0 ? 'blue' : 'gray'}
              aria-pressed={chains.length === 0}
              onClick={() => onChains([])}
            >
              {t('apiStats.chains.all')}
            </Button>
            {usageChains.map((chain) => (
              <Button
                key={chain}
                size="sm"
                variant={chains.includes(chain) ? 'solid' : 'outline'}
                colorPalette={chains.includes(chain) ? 'blue' : 'gray'}
                aria-pressed={chains.includes(chain)}
                onClick={() => toggleChain(chain)}
              >
                {t(`apiStats.chain.${chain}`)}
              </Button>
            ))}
          </HStack>
        </Stack>
        <Field.Root width={{ md: '56' }}>
          <Field.Label>{t('apiStats.key.label')}</Field.Label>
          {/* '' stands for "every key": no filter on the key. */}
          <OptionSelect
            size="sm"
            options={['', ...keys.map((key) => key.id)]}
            value={apiKeyId ?? ''}
            onChange={(id) => onKey(id === '' ? undefined : id)}
            optionLabel={(id) => {
              const key = keys.find((candidate) => candidate.id === id);
              return key ? `${key.name} (${key.key})` : t('apiStats.key.all');
            }}
          />
        </Field.Root>
      </Stack>
    </Stack>
  );
}
