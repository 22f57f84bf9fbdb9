import { Flex, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
import { useReportFormat } from './use-report-format';

/**
 * The report's last line (spec 02 §2 "data update time footer"): when its data was last updated
 * (the status's update time when the page has it, else the analysis time) and the query hash,
 * which support asks for.
 */
export function UpdateTimeFooter({
  report,
  updatedAt,
}: {
  readonly report: QueryResult;
  readonly updatedAt?: string;
}) {
  const intl = useIntl();
  const format = useReportFormat();
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', sm: 'center' }}
      gap="2"
      borderTopWidth="1px"
      pt="4"
      fontSize="sm"
      color="fg.muted"
    >
      <Text fontVariantNumeric="tabular-nums">
        {intl.formatMessage(
          { id: 'report.footer.updated' },
          { time: format.date(updatedAt ?? report.created_at) },
        )}
      </Text>
      <HStack gap="2" minW="0">
        <Text flexShrink={0}>{intl.formatMessage({ id: 'report.footer.hash' })}</Text>
        <CopyValue
          value={report.query_hash}
          whole
          fontSize="xs"
          label={intl.formatMessage({ id: 'report.footer.copyHash' }, { hash: report.query_hash })}
        />
      </HStack>
    </Flex>
  );
}
