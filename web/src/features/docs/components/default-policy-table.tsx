import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultRiskPolicyThresholds } from '../../../../../shared/rules/risk-policy';
import { PolicyBandsTable } from '../../../components/policy-bands-table';
import { useMessage } from '../../../i18n/message-text';
import { formatPercent } from '../../../lib/percent-format';

/**
 * The built-in risk policy written out, from the same data the analysis
 * applies (shared/rules/risk-policy.ts), so the page cannot drift from what reports do.
 */
export function DefaultPolicyTable() {
  const intl = useIntl();
  const t = useMessage();
  const share = (value: number | null) =>
    value === null ? t('docs.policy.never') : value === 0 ? t('docs.policy.any') : formatPercent(intl, value);
  return (
    <Stack gap="3" data-testid="default-policy">
      <Heading as="h3" size="md">
        <FormattedMessage id="docs.policy.title" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="docs.policy.note" />
      </Text>
      <PolicyBandsTable
        rounded="md"
        header={(column) => t(`docs.policy.${column}`)}
        exposureName={(exposure) => t(`docs.policy.exposure.${exposure}`)}
        tierName={(tier) => t(`docs.policy.tier.${tier}`)}
        bandCells={(exposure, tier) => {
          const band = defaultRiskPolicyThresholds[exposure][tier];
          return (
            <>
              <Table.Cell>{share(band.review_at_percent)}</Table.Cell>
              <Table.Cell>{share(band.reject_at_percent)}</Table.Cell>
            </>
          );
        }}
      >
        <Table.Row>
          <Table.Cell colSpan={2}>{t('docs.policy.lookalike')}</Table.Cell>
          <Table.Cell colSpan={2}>
            {t(`docs.policy.verdict.${defaultRiskPolicyThresholds.lookalike_paid}`)}
          </Table.Cell>
        </Table.Row>
      </PolicyBandsTable>
    </Stack>
  );
}
