import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { LookalikeCounterparty } from '../../../../../shared/contract/queries.schema';
import { parseNumber } from '../../../../../shared/format/number-format';
import { CopyValue } from '../../../components/copy-value';
import { AmountText } from './amount-text';
import { Fact } from './fact';
import { lookalikeParts } from './lookalike-diff';
import { useReportFormat } from './use-report-format';

/**
 * Poisoning lookalikes beside the addresses they imitate, both whole: shortened to 6 + 6 they
 * would read the same, which is the trick. The characters that differ are marked.
 */
export function LookalikeList({
  lookalikes,
  coin,
}: {
  readonly lookalikes: readonly LookalikeCounterparty[];
  readonly coin: string;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const format = useReportFormat();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={text('report.metrics.lookalike.list')}>
      {lookalikes.map((l) => {
        const lost = (parseNumber(l.outbound_amount) ?? 0) > 0;
        return (
          <Box
            as="li"
            key={l.address}
            borderWidth="1px"
            borderColor={lost ? 'border.error' : undefined}
            rounded="md"
            px="3"
            py="3"
            data-testid="lookalike"
          >
            <Stack gap="2">
              <Fact label={text('report.metrics.lookalike.address')}>
                <Marked address={l.address} other={l.mimics} />
              </Fact>
              <Fact label={text('report.metrics.lookalike.mimics')}>
                <Marked address={l.mimics} other={l.address} />
              </Fact>
              <SimpleGrid columns={{ base: 2, md: 3 }} gapX="4" gapY="2">
                <Fact label={text('report.metrics.lookalike.firstSeen')}>{format.date(l.first_seen)}</Fact>
                <Fact label={text('report.metrics.lookalike.inbound')}>{format.count(l.inbound_count)}</Fact>
                <Fact label={text('report.metrics.lookalike.sent')}>
                  <Text
                    as="span"
                    color={lost ? 'fg.error' : undefined}
                    fontWeight={lost ? 'bold' : undefined}
                  >
                    <AmountText value={l.outbound_amount} coin={coin} />
                  </Text>
                </Fact>
              </SimpleGrid>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

function Marked({ address, other }: { readonly address: string; readonly other: string }) {
  const { head, middle, tail } = lookalikeParts(address, other);
  return (
    <CopyValue value={address} whole fontSize={{ base: 'xs', sm: 'sm' }}>
      {head}
      <Box as="mark" bg="orange.subtle" color="orange.fg" rounded="xs">
        {middle}
      </Box>
      {tail}
    </CopyValue>
  );
}
