import { Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CreditStatementEntry } from '../../../../shared/contract/credits.schema';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { CreditDelta, EntryApiKey, EntrySubject, ReasonBadge } from './entry-parts';

/**
 * The mobile statement (under 768 px): one card per move, the reason and the change on top, the
 * date and balance under it, then what it paid for and the key that made it.
 */
export function StatementCards({ entries }: { readonly entries: readonly CreditStatementEntry[] }) {
  const intl = useIntl();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage({ id: 'credits.list.label' })}>
      {entries.map((entry) => (
        <Card.Root as="li" key={entry.id} size="sm" variant="outline" data-testid={`card-${entry.id}`}>
          <Card.Body gap="2">
            <Flex justify="space-between" align="center" gap="2">
              <ReasonBadge reason={entry.reason} />
              <CreditDelta delta={entry.delta} fontSize="md" />
            </Flex>
            <Flex justify="space-between" align="baseline" gap="2" fontSize="xs" color="fg.muted">
              <Text fontVariantNumeric="tabular-nums">{formatDisplayDate(entry.at)}</Text>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {intl.formatMessage({ id: 'credits.column.balance' })}{' '}
                {intl.formatNumber(entry.balance_after)}
              </Text>
            </Flex>
            {entry.subject !== null || entry.api_key_id !== 0 ? (
              <HStack justify="space-between" gap="2" minW="0">
                <EntrySubject entry={entry} />
                {entry.api_key_id !== 0 ? <EntryApiKey id={entry.api_key_id} /> : null}
              </HStack>
            ) : null}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
