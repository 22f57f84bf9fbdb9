import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import {
  DAILY_ALERT_CAP_MAX,
  DAILY_ALERT_CAP_MIN,
  dailyAlertCapOf,
  minAmountPattern,
} from '../../../../shared/rules/monitor-rules';
import { useMessage } from '../../i18n/message-text';
import type { EstimateInput } from './cost-api';
import { capCredits } from './transaction-estimate';

/**
 * The fields that bound what Transaction detection costs (beyond spec): its minimum amount and
 * the daily alert cap. They write what is typed into the draft, so Save can be held back
 * (`limitProblems`) while a value is not one the server takes, with the reason shown inline.
 */

const minAmountOf = (config: MonitorConfig) => config.detection.normal_transaction_min_amount;

/** What in a draft the server would refuse, by field; empty when it can be saved. */
export function limitProblems(config: MonitorConfig): { minAmount?: true; dailyCap?: true } {
  const min = minAmountOf(config);
  const cap = dailyAlertCapOf(config);
  return {
    ...(min !== undefined && !minAmountPattern.test(min) ? { minAmount: true } : {}),
    ...(!Number.isInteger(cap) || cap < DAILY_ALERT_CAP_MIN || cap > DAILY_ALERT_CAP_MAX
      ? { dailyCap: true }
      : {}),
  };
}

export const hasLimitProblem = (config: MonitorConfig): boolean =>
  Object.keys(limitProblems(config)).length > 0;

/**
 * The estimate's input for an address under a draft: its minimum and cap as drafted. null when
 * Transaction detection is off or a limit is not valid yet (nothing to estimate).
 */
export function estimateInputOf(
  config: MonitorConfig,
  address: { readonly chain: Chain; readonly token: Token; readonly address: string },
): EstimateInput | null {
  if (!config.detection.normal_transaction || hasLimitProblem(config)) return null;
  return {
    chain: address.chain,
    token: address.token,
    address: address.address,
    minAmount: minAmountOf(config),
    dailyCap: dailyAlertCapOf(config),
  };
}

/** A detection limit's field: it edits the draft config it is given. */
interface LimitFieldProps {
  readonly value: MonitorConfig;
  readonly onChange: (next: MonitorConfig) => void;
  readonly disabled: boolean;
}

export function MinAmountField({ value, onChange, disabled }: LimitFieldProps) {
  const t = useMessage();
  const saved = minAmountOf(value) ?? '';
  const [typed, setTyped] = useState(saved);
  // What was typed while it is what the draft holds; the draft's own value once it was reset.
  const shown = typed.trim() === saved ? typed : saved;
  const invalid = limitProblems(value).minAmount === true;
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{t('monitor.minAmount.label')}</Field.Label>
      <InputGroup endElement="USDT" maxW="xs">
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('monitor.minAmount.placeholder')}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            const { normal_transaction_min_amount: _, ...detection } = value.detection;
            onChange({
              ...value,
              detection:
                text.trim() === '' ? detection : { ...detection, normal_transaction_min_amount: text.trim() },
            });
          }}
        />
      </InputGroup>
      {invalid ? (
        <Field.ErrorText>{t('monitor.minAmount.invalid')}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('monitor.minAmount.hint')}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export function DailyCapField({ value, onChange, disabled }: LimitFieldProps) {
  const intl = useIntl();
  const cap = dailyAlertCapOf(value);
  const [typed, setTyped] = useState(String(cap));
  const typedCap = typed.trim() === '' ? Number.NaN : Number(typed);
  const shown = Object.is(typedCap, cap) ? typed : String(cap);
  const invalid = limitProblems(value).dailyCap === true;
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{intl.formatMessage({ id: 'monitor.cap.label' })}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={DAILY_ALERT_CAP_MIN}
        max={DAILY_ALERT_CAP_MAX}
        step={1}
        maxW="40"
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          onChange({ ...value, limits: { daily_alert_cap: text.trim() === '' ? Number.NaN : Number(text) } });
        }}
      />
      {invalid ? (
        <Field.ErrorText>
          {intl.formatMessage(
            { id: 'monitor.cap.invalid' },
            { min: DAILY_ALERT_CAP_MIN, max: DAILY_ALERT_CAP_MAX },
          )}
        </Field.ErrorText>
      ) : (
        <Field.HelperText>
          {intl.formatMessage({ id: 'monitor.cap.hint' }, { credits: capCredits(cap) })}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
