import { Fieldset, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLock } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { withNotification } from '../../../../shared/rules/monitor-rules';
import { useMessage } from '../../i18n/message-text';
import { DailyCapField, MinAmountField } from './detection-limits';
import { EntryListInput } from './entry-list-input';

function SwitchRow({
  label,
  description,
  checked,
  locked = false,
  disabled = false,
  onChange,
}: {
  readonly label: string;
  readonly description: string;
  readonly checked: boolean;
  readonly locked?: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={locked || disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      display="flex"
      justifyContent="space-between"
      alignItems="flex-start"
      gap="4"
      width="full"
      colorPalette="blue"
    >
      <Stack gap="0.5">
        <Switch.Label>
          <HStack gap="1.5">
            {label}
            {locked ? <LuLock aria-hidden /> : null}
          </HStack>
        </Switch.Label>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      <Switch.HiddenInput />
      <Switch.Control flexShrink={0} mt="0.5" />
    </Switch.Root>
  );
}

/** A notification channel's switch, then its list of targets: webhook URLs or e-mail recipients. */
function ChannelFields({
  channel,
  value,
  onChange,
  disabled,
}: {
  readonly channel: 'webhook' | 'email';
  readonly value: MonitorConfig;
  readonly onChange: (next: MonitorConfig) => void;
  readonly disabled: boolean;
}) {
  const intl = useIntl();
  const { notification } = value;
  const set = (patch: { enabled: boolean } | { urls: string[] } | { recipients: string[] }) =>
    onChange(withNotification(value, { [channel]: patch }));
  return (
    <>
      <SwitchRow
        label={intl.formatMessage({ id: `monitor.channel.${channel}` })}
        description={intl.formatMessage({ id: `monitor.config.${channel}.description` })}
        checked={notification[channel].enabled}
        disabled={disabled}
        onChange={(enabled) => set({ enabled })}
      />
      {channel === 'webhook' ? (
        <EntryListInput
          kind="url"
          entries={notification.webhook.urls}
          disabled={disabled}
          onChange={(urls) => set({ urls })}
        />
      ) : (
        <EntryListInput
          kind="email"
          entries={notification.email.recipients}
          disabled={disabled}
          onChange={(recipients) => set({ recipients })}
        />
      )}
    </>
  );
}

/**
 * The fields of a monitor configuration (spec 02 §3): the three detections, known-risk locked on;
 * with Transaction detection on, its minimum amount and what it would cost (`estimate`, given the
 * draft); the daily alert cap; the webhook and e-mail channels, each with its switch and its list.
 * Used by the Config tab (the global configuration) and by an address's own configuration.
 */
export function ConfigFields({
  value,
  onChange,
  disabled = false,
  estimate,
  recipientStates,
}: {
  readonly value: MonitorConfig;
  readonly onChange: (next: MonitorConfig) => void;
  readonly disabled?: boolean;
  /** What Transaction detection would cost under this draft, shown while it is on. */
  readonly estimate?: (draft: MonitorConfig) => ReactNode;
  /** Each e-mail recipient's confirmation (double opt-in), given the draft's recipients. */
  readonly recipientStates?: (recipients: readonly string[]) => ReactNode;
}) {
  const t = useMessage();
  const { detection, notification } = value;
  /** The switch of a detection the user may turn off (known-risk detection stays on). */
  const detectionSwitch = (key: 'normal_transaction' | 'similar_address') => (
    <SwitchRow
      label={t(`monitor.type.${key}`)}
      description={t(`monitor.config.${key}.description`)}
      checked={detection[key]}
      disabled={disabled}
      onChange={(checked) => onChange({ ...value, detection: { ...detection, [key]: checked } })}
    />
  );

  return (
    <Stack gap="6">
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">{t('monitor.config.detection')}</Fieldset.Legend>
        <Stack gap="4" mt="2">
          <SwitchRow
            label={t('monitor.type.known_risk')}
            description={t('monitor.config.known_risk.description')}
            checked
            locked
            onChange={() => {}}
          />
          {detectionSwitch('normal_transaction')}
          {detection.normal_transaction ? (
            <Stack gap="3" ps={{ base: '0', sm: '4' }} borderStartWidth={{ base: '0', sm: '2px' }}>
              <MinAmountField value={value} onChange={onChange} disabled={disabled} />
              {estimate?.(value)}
            </Stack>
          ) : null}
          {detectionSwitch('similar_address')}
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">{t('monitor.limits.title')}</Fieldset.Legend>
        <Stack gap="4" mt="2">
          <DailyCapField value={value} onChange={onChange} disabled={disabled} />
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">{t('monitor.config.notification')}</Fieldset.Legend>
        <Stack gap="5" mt="2">
          <ChannelFields channel="webhook" value={value} onChange={onChange} disabled={disabled} />
          <ChannelFields channel="email" value={value} onChange={onChange} disabled={disabled} />
          {recipientStates?.(notification.email.recipients)}
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
}
