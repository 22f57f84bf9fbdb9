import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CreditStatementEntry, CreditStatementReason } from '../../../../shared/contract/credits.schema';
import { shortenAddress } from '../../../../shared/format/address-format';
import { paths } from '../../lib/paths';

/** Grants and refunds give credits, the rest spend them; an adjustment can do either. */
const reasonPalette: Readonly<Record<CreditStatementReason, string>> = {
  daily_grant: 'green',
  plan_grant: 'green',
  query_refund: 'blue',
  query_hold: 'gray',
  query_settle: 'gray',
  screening: 'orange',
  monitor_add: 'orange',
  alert_push: 'orange',
  admin: 'purple',
};

export function ReasonBadge({ reason }: { readonly reason: CreditStatementReason }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={reasonPalette[reason]} variant="subtle" data-reason={reason}>
      {intl.formatMessage({ id: `credits.reason.${reason}` })}
    </Badge>
  );
}

/**
 * A move's change of the balance: green with a plus when credits came in, red with a minus sign
 * when they went out, muted for a move that changed nothing (a settlement at the held price).
 */
export function CreditDelta({ delta, fontSize }: { readonly delta: number; readonly fontSize?: string }) {
  const intl = useIntl();
  const amount = intl.formatNumber(Math.abs(delta));
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <Text
      as="span"
      fontWeight="semibold"
      fontSize={fontSize}
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      color={delta > 0 ? 'green.fg' : delta < 0 ? 'red.fg' : 'fg.muted'}
      data-testid="credit-delta"
    >
      {sign}
      {amount}
    </Text>
  );
}

/** Where a subject lives in the console; screenings and plans have no page of their own. */
const subjectHref = (entry: CreditStatementEntry): string | undefined => {
  if (entry.subject_id === null) return undefined;
  switch (entry.subject) {
    case 'query':
      return paths.detail({ hash: entry.subject_id });
    case 'alert':
      return paths.consoleMonitor('alerts');
    case 'monitor':
      return paths.consoleMonitor('addresses');
    default:
      return undefined;
  }
};

/** What a move paid for (or gave back): the report, alert or address it concerns, as a link. */
export function EntrySubject({ entry }: { readonly entry: CreditStatementEntry }) {
  const intl = useIntl();
  if (entry.subject === null || entry.subject_id === null) {
    return (
      <Text as="span" color="fg.subtle">
        {intl.formatMessage({ id: 'credits.none' })}
      </Text>
    );
  }
  const label = intl.formatMessage(
    { id: `credits.subject.${entry.subject}` },
    { id: shortenAddress(entry.subject_id, 6, 4) },
  );
  const href = subjectHref(entry);
  if (!href) {
    return (
      <Text as="span" fontSize="sm" title={entry.subject_id} whiteSpace="nowrap">
        {label}
      </Text>
    );
  }
  return (
    <ChakraLink asChild fontSize="sm" colorPalette="blue" color="colorPalette.fg" whiteSpace="nowrap">
      <Link to={href} title={entry.subject_id}>
        {label}
      </Link>
    </ChakraLink>
  );
}

/** The API key whose call made the move; nothing for the console or the service itself (key 0). */
export function EntryApiKey({ id }: { readonly id: number }) {
  const intl = useIntl();
  return id === 0 ? (
    <Text as="span" color="fg.subtle">
      {intl.formatMessage({ id: 'credits.none' })}
    </Text>
  ) : (
    <Badge variant="outline" colorPalette="purple" fontVariantNumeric="tabular-nums">
      {intl.formatMessage({ id: 'credits.apiKey' }, { id })}
    </Badge>
  );
}
