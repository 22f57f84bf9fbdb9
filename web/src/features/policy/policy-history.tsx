import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type IntlShape, useIntl } from 'react-intl';
import type { RiskPolicyVersion } from '../../../../shared/contract/risk-policy.schema';
import { DEFAULT_RISK_POLICY_ID, type RiskPolicyThresholds } from '../../../../shared/rules/risk-policy';
import type { RiskPolicyChange } from '../../../../shared/rules/risk-policy-diff';
import { messageOf, useMessage } from '../../i18n/message-text';
import { policyRuleText } from '../../i18n/risk-text';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { formatPercent } from '../../lib/percent-format';
import { useApi } from '../../lib/use-api';

/** Versions listed; the total says when there are more. */
const HISTORY_SHOWN = 20;

/**
 * The policy's history (beyond spec): every version, newest first, with when it was saved and what
 * it changed from the one before, threshold by threshold. Version 1 is the built-in default. An
 * older version can be filled into the editor, to save it again as the next version.
 */
export function PolicyHistory({
  currentVersion,
  onFill,
}: {
  /** The policy's version now, marked in the list. */
  readonly currentVersion: number;
  readonly onFill: (thresholds: RiskPolicyThresholds) => void;
}) {
  const t = useMessage();
  // Read again by the policy page when a save makes a new version.
  const { data, error } = useApi(
    'listRiskPolicyVersions',
    { query: { limit: HISTORY_SHOWN } },
    { revalidateOnFocus: false },
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="policy-history-title" data-testid="policy-history">
      <Heading as="h2" size="md" id="policy-history-title">
        {t('policy.history.title')}
      </Heading>
      {data ? (
        <Stack as="ol" gap="3" listStyleType="none">
          {data.versions.map((version) => (
            <VersionEntry
              key={version.version}
              version={version}
              current={version.version === currentVersion}
              onFill={onFill}
            />
          ))}
        </Stack>
      ) : error ? (
        <Text color="fg.error">{t('policy.history.loadFailed')}</Text>
      ) : (
        <Skeleton height="120px" rounded="l2" />
      )}
      {data && data.total_count > data.versions.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('policy.history.more', { shown: data.versions.length, total: data.total_count })}
        </Text>
      )}
    </Stack>
  );
}

function VersionEntry({
  version,
  current,
  onFill,
}: {
  readonly version: RiskPolicyVersion;
  readonly current: boolean;
  readonly onFill: (thresholds: RiskPolicyThresholds) => void;
}) {
  const intl = useIntl();
  const t = useMessage();
  const builtIn = version.id === DEFAULT_RISK_POLICY_ID;
  const name = t(builtIn ? 'policy.default' : 'policy.custom', { version: version.version });
  return (
    <Box as="li" borderWidth="1px" rounded="lg" px="4" py="3" aria-label={name}>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {current && <Badge colorPalette="blue">{t('policy.history.current')}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            {version.updated_at
              ? t('policy.updatedAt', { time: formatDisplayDate(version.updated_at) })
              : t('policy.history.builtIn')}
          </Text>
        </HStack>
        {!current && (
          <Button size="xs" variant="outline" onClick={() => onFill(version.thresholds)}>
            {t('policy.history.fill', { version: version.version })}
          </Button>
        )}
      </HStack>
      {builtIn ? null : version.changes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('policy.history.unchanged')}
        </Text>
      ) : (
        <Stack as="ul" gap="0.5" mt="1" fontSize="sm" aria-label={t('policy.history.changes')}>
          {version.changes.map((change) => (
            <Text as="li" key={`${change.rule}.${change.field}`} ms="4">
              {changeText(intl, change)}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** "Direct exposure · sanctioned, reject at: any amount → never". */
export function changeText(intl: IntlShape, change: RiskPolicyChange): string {
  const t = messageOf(intl);
  const rule = policyRuleText(intl, change.rule);
  const value = (v: RiskPolicyChange['from']) =>
    v === null
      ? t('policy.never')
      : typeof v === 'number'
        ? v === 0
          ? t('policy.history.anyAmount')
          : formatPercent(intl, v)
        : t(`report.verdict.${v}`);
  return t('policy.history.change', {
    rule,
    field: t(`policy.history.field.${change.field}`),
    from: value(change.from),
    to: value(change.to),
  });
}
