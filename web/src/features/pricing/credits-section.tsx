import { Box, Circle, Heading, Icon, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuBellRing, LuCirclePause, LuCoins, LuMapPin } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CREDITS_PER_PUSH,
  monitorAddressCost,
  SPECIAL_PACKAGE_TYPE,
} from '../../../../shared/constants/plans';
import { creditsFor } from '../../../../shared/rules/billing-rules';

/** spec 01 §9: the billing examples, priced by the same rule the server charges with. */
export const billingExampleTransfers = [500, 1500, 5000, 15_000] as const;

export function CreditsSection() {
  const intl = useIntl();
  const monitorRules = [
    {
      key: 'address',
      icon: LuMapPin,
      values: { cost: monitorAddressCost(0), special: monitorAddressCost(SPECIAL_PACKAGE_TYPE) },
    },
    { key: 'push', icon: LuBellRing, values: { cost: CREDITS_PER_PUSH } },
    { key: 'pause', icon: LuCirclePause, values: {} },
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack gap="4" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} bg="bg.panel">
        <HeadingWithIcon icon={LuCoins} title="pricing.credits.title" />
        <Text color="fg.muted">
          <FormattedMessage id="pricing.credits.body" />
        </Text>
        <Heading as="h3" size="sm" mt="2">
          <FormattedMessage id="pricing.examples.title" />
        </Heading>
        <Table.Root size="sm" variant="outline" rounded="lg" overflow="hidden" data-testid="billing-examples">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="pricing.examples.transactions" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <FormattedMessage id="pricing.examples.credits" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {billingExampleTransfers.map((transfers) => (
              <Table.Row key={transfers}>
                <Table.Cell>
                  <FormattedMessage
                    id="pricing.examples.row"
                    values={{ count: intl.formatNumber(transfers) }}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  <FormattedMessage id="pricing.examples.cost" values={{ count: creditsFor(transfers) }} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      <Stack gap="4" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} bg="bg.panel">
        <HeadingWithIcon icon={LuBellRing} title="pricing.monitor.title" />
        <Stack gap="4">
          {monitorRules.map(({ key, icon, values }) => (
            <Stack key={key} direction="row" gap="4" align="start">
              <Circle size="9" bg="blue.subtle" color="blue.fg" flexShrink={0}>
                <Icon as={icon} boxSize="4" />
              </Circle>
              <Box>
                <Text fontWeight="semibold">
                  <FormattedMessage id={`pricing.monitor.${key}.title`} />
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id={`pricing.monitor.${key}.body`} values={values} />
                </Text>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}

function HeadingWithIcon({ icon, title }: { icon: typeof LuCoins; title: string }) {
  return (
    <Stack direction="row" align="center" gap="3">
      <Icon as={icon} boxSize="6" color={{ base: 'blue.600', _dark: 'blue.300' }} />
      <Heading as="h2" size="xl">
        <FormattedMessage id={title} />
      </Heading>
    </Stack>
  );
}
