import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { GetRiskPolicyResponse } from '../../../../shared/contract/risk-policy.schema';
import { type PolicyExposure, type PolicyTier, verdicts } from '../../../../shared/rules/risk-policy';
import { OptionSelect } from '../../components/option-select';
import { PolicyBandsTable } from '../../components/policy-bands-table';
import { notify, notifyApiError } from '../../components/toaster';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { isKeyOf, useApi } from '../../lib/use-api';
import { type BandText, bandProblem, type PolicyText, textOf, thresholdsOf } from './policy-form';
import { PolicyHistory } from './policy-history';

/**
 * /console/policy (beyond spec): the thresholds that turn a report's findings
 * into accept, review or reject. Saving stores a new version of the user's own policy; reports
 * created afterwards name that version (the built-in default is version 1). The built-in default
 * can be filled in, and so can any earlier version from the history below the editor.
 */
export function PolicyPage() {
  const t = useMessage();
  const { data, error, mutate } = useApi('getRiskPolicy', {}, { revalidateOnFocus: false });
  const { mutate: mutateCache } = useSWRConfig();
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="6xl" mx="auto" width="full">
      <Stack gap="1" mb={{ base: '5', md: '6' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('policy.title')}
        </Heading>
        <Text color="fg.muted">{t('policy.description')}</Text>
      </Stack>
      {data ? (
        <PolicyEditor
          answer={data}
          onSaved={(policy) => {
            void mutate({ ...data, policy }, { revalidate: false });
            // The save made a new version: the history reads it.
            void mutateCache((key) => isKeyOf(key, 'listRiskPolicyVersions'));
          }}
        />
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('policy.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Skeleton height="480px" rounded="l3" />
      )}
    </Box>
  );
}

function PolicyEditor({
  answer,
  onSaved,
}: {
  readonly answer: GetRiskPolicyResponse;
  readonly onSaved: (policy: GetRiskPolicyResponse['policy']) => void;
}) {
  const intl = useIntl();
  const t = useMessage();
  const { policy, default_policy: builtIn } = answer;
  const [text, setText] = useState<PolicyText>(() => textOf(policy.thresholds));
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(textOf(policy.thresholds)), [policy]);
  const thresholds = thresholdsOf(text);
  const custom = policy.id !== builtIn.id;

  const setBand = (exposure: PolicyExposure, tier: PolicyTier, band: BandText) =>
    setText((current) => ({
      ...current,
      bands: { ...current.bands, [exposure]: { ...current.bands[exposure], [tier]: band } },
    }));

  const save = async () => {
    if (!thresholds) return;
    setSaving(true);
    try {
      const { policy: saved } = await api('setRiskPolicy', {
        body: { thresholds, expected_version: policy.version },
      });
      onSaved(saved);
      notify('success', t('policy.saved', { version: saved.version }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) notify('warning', t('policy.conflict'));
      else notifyApiError(error, (descriptor) => intl.formatMessage(descriptor));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap" data-testid="policy-current">
        <Badge colorPalette={custom ? 'blue' : 'gray'} size="lg">
          {custom
            ? t('policy.custom', { version: policy.version })
            : t('policy.default', { version: policy.version })}
        </Badge>
        {policy.updated_at && (
          <Text fontSize="sm" color="fg.muted">
            {t('policy.updatedAt', { time: formatDisplayDate(policy.updated_at) })}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('policy.howTo')}
      </Text>
      <PolicyBandsTable
        rounded="lg"
        header={(column) => t(`policy.column.${column}`)}
        exposureName={(exposure) => t(`report.verdict.exposure.${exposure}`)}
        tierName={(tier) => t(`report.verdict.tier.${tier}`)}
        bandCells={(exposure, tier) => {
          const band = text.bands[exposure][tier];
          const problem = bandProblem(band);
          const name = `${t(`report.verdict.exposure.${exposure}`)} · ${t(`report.verdict.tier.${tier}`)}`;
          return (['review', 'reject'] as const).map((side) => (
            <Table.Cell key={side} minW="36">
              <Field.Root invalid={Boolean(problem)}>
                <Input
                  size="sm"
                  inputMode="decimal"
                  placeholder={t('policy.never')}
                  aria-label={t(`policy.input.${side}`, { name })}
                  value={band[side]}
                  onChange={(event) => setBand(exposure, tier, { ...band, [side]: event.target.value })}
                />
                {problem && side === 'reject' && (
                  <Field.ErrorText>{t(`policy.problem.${problem}`)}</Field.ErrorText>
                )}
              </Field.Root>
            </Table.Cell>
          ));
        }}
      />
      <Field.Root maxW="sm">
        <Field.Label>{t('policy.lookalike')}</Field.Label>
        <OptionSelect
          size="sm"
          options={verdicts}
          value={text.lookalike_paid}
          onChange={(verdict) => setText((current) => ({ ...current, lookalike_paid: verdict }))}
          optionLabel={(v) => t(`report.verdict.${v}`)}
        />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="blue" loading={saving} disabled={!thresholds} onClick={() => void save()}>
          {t('policy.save')}
        </Button>
        <Button variant="outline" onClick={() => setText(textOf(builtIn.thresholds))}>
          {t('policy.useDefault')}
        </Button>
      </HStack>
      <PolicyHistory
        currentVersion={policy.version}
        onFill={(filled) => {
          setText(textOf(filled));
          notify('info', t('policy.history.filled'));
        }}
      />
    </Stack>
  );
}
