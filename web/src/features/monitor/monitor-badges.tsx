import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  LuArrowDownLeft,
  LuArrowUpRight,
  LuCircleCheck,
  LuCircleMinus,
  LuCirclePause,
  LuCircleX,
  LuMail,
  LuWebhook,
} from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { formatAmount } from '../../../../shared/format/number-format';
import { alertSeverityOf, type NotificationState } from '../../../../shared/rules/monitor-rules';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { type AddressDisplayStatus, alertAge } from './monitor-rules';

const statusPalettes = { active: 'green', inactive: 'gray', paused: 'orange', error: 'red' } as const;
const statusIcons = {
  active: LuCircleCheck,
  inactive: LuCircleMinus,
  paused: LuCirclePause,
  error: LuCircleX,
} as const;

/** spec 02 §3: active, inactive, paused (no credits for pushes) or error. */
export function AddressStatusBadge({ status }: { readonly status: AddressDisplayStatus }) {
  const intl = useIntl();
  const Icon = statusIcons[status];
  return (
    <Badge colorPalette={statusPalettes[status]} variant="subtle" gap="1" flexShrink={0}>
      <Icon aria-hidden />
      {intl.formatMessage({ id: `monitor.status.${status}` })}
    </Badge>
  );
}

const severityPalettes = { high: 'red', medium: 'orange', low: 'gray' } as const;

/** The alert's type with its severity (spec 02 §4: known_risk high, similar_address medium, else low). */
export function AlertTypeBadge({ monitorType }: { readonly monitorType: string }) {
  const intl = useIntl();
  const severity = alertSeverityOf(monitorType);
  const known = intl.messages[`monitor.type.${monitorType}`] !== undefined;
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={severityPalettes[severity]} variant="solid" flexShrink={0}>
        {known ? intl.formatMessage({ id: `monitor.type.${monitorType}` }) : monitorType}
      </Badge>
      <Badge colorPalette={severityPalettes[severity]} variant="outline" flexShrink={0}>
        {intl.formatMessage({ id: `risk.severity.${severity}` })}
      </Badge>
    </HStack>
  );
}

/** The transfer's own direction, as `details.direction` records it (older alerts may lack it). */
const directionOf = (details: Alert['details']): 'inflow' | 'outflow' | 'unknown' =>
  details.direction === 'in' ? 'inflow' : details.direction === 'out' ? 'outflow' : 'unknown';

/** An amount is coloured by the alert's risk, never green: an incoming sanctioned payment is no good news. */
const amountColours = { high: 'red.fg', medium: 'orange.fg', low: undefined } as const;

/**
 * The amount with the transfer's real direction (sign, arrow and word from `details.direction`,
 * not from the monitor type as spec 02 §4 has it: a payment out must not read "+ Inflow"),
 * coloured by severity, 2 to 6 decimals (spec 02 §9).
 */
export function AlertAmount({
  alert,
  withToken = true,
}: {
  readonly alert: Pick<Alert, 'amount' | 'monitor_type' | 'token' | 'details'>;
  /** Off where the token is shown beside the amount already. */
  readonly withToken?: boolean;
}) {
  const intl = useIntl();
  const language = intl.locale;
  const direction = directionOf(alert.details);
  const sign = direction === 'inflow' ? '+' : direction === 'outflow' ? '−' : '';
  const word = intl.formatMessage({ id: `monitor.direction.${direction}` });
  return (
    <HStack
      gap="1"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      color={amountColours[alertSeverityOf(alert.monitor_type)]}
      title={word}
      data-direction={direction}
    >
      {direction === 'inflow' ? <LuArrowDownLeft aria-hidden /> : null}
      {direction === 'outflow' ? <LuArrowUpRight aria-hidden /> : null}
      <Text as="span" fontWeight="medium">
        {sign}
        {formatAmount(alert.amount, language)}
      </Text>
      {withToken ? (
        <Text as="span" color="fg.muted" fontSize="xs">
          {alert.token.toUpperCase()}
        </Text>
      ) : null}
      <Text as="span" srOnly>
        {word}
      </Text>
    </HStack>
  );
}

/** spec 02 §4: "just now", minutes, hours or days ago; the full time on hover. */
export function AlertAgeText({
  createdAt,
  now = Date.now(),
}: {
  readonly createdAt: string;
  readonly now?: number;
}) {
  const intl = useIntl();
  const age = alertAge(createdAt, now);
  return (
    <Text as="span" whiteSpace="nowrap" color="fg.muted" title={formatDisplayDate(createdAt)}>
      {age.unit === 'justNow'
        ? intl.formatMessage({ id: 'monitor.age.justNow' })
        : intl.formatMessage({ id: `monitor.age.${age.unit}` }, { count: age.value })}
    </Text>
  );
}

const channelIcons = { email: LuMail, webhook: LuWebhook } as const;

const statePalettes: Readonly<Record<NotificationState, string>> = {
  sent: 'green.fg',
  pending: 'fg.muted',
  retrying: 'orange.fg',
  failed: 'red.fg',
  disabled: 'fg.subtle',
  no_recipients: 'fg.subtle',
  no_credits: 'red.fg',
};

/**
 * Per channel (spec 02 §3 {sent, sent_at}, with the server's state): sent with when, or why
 * not (retrying, failed, off, nobody to send to, no credits), the last error on hover.
 */
export function NotificationStatus({ status }: { readonly status: Alert['notification_status'] }) {
  const intl = useIntl();
  return (
    <Stack gap="1">
      {(['webhook', 'email'] as const).map((channel) => {
        const delivery = status[channel];
        const Icon = channelIcons[channel];
        const name = intl.formatMessage({ id: `monitor.channel.${channel}` });
        const when = delivery.sent_at ? formatDisplayDate(delivery.sent_at) : undefined;
        return (
          <HStack
            key={channel}
            gap="1"
            fontSize="xs"
            whiteSpace="nowrap"
            color={statePalettes[delivery.state] ?? 'fg.muted'}
            title={[when, delivery.error].filter(Boolean).join(' · ') || undefined}
          >
            <Icon aria-hidden />
            <Text as="span">
              {intl.formatMessage({ id: `monitor.notification.${delivery.state}` }, { channel: name })}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** The network of an address or an alert in the desktop tables: the chain, then the token muted. */
export function NetworkText({ chain, token }: { readonly chain: string; readonly token: string }) {
  return (
    <>
      {chain.toUpperCase()}
      <Text as="span" color="fg.muted">
        /{token.toUpperCase()}
      </Text>
    </>
  );
}
