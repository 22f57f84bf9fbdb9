import { Badge, Box, chakra, defineStyle, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX, LuTriangleAlert } from 'react-icons/lu';
import { type IntlShape, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type {
  DecidingFinding,
  QueryResult,
  ReportAssessment,
} from '../../../../../shared/contract/queries.schema';
import { riskLevelDisplay } from '../../../../../shared/format/risk-display';
import { DEFAULT_RISK_POLICY_ID, type Verdict } from '../../../../../shared/rules/risk-policy';
import { useMessage } from '../../../i18n/message-text';
import { policyRuleText } from '../../../i18n/risk-text';
import { paths } from '../../../lib/paths';
import { AmountText } from './amount-text';
import { reportCoin, useReportFormat } from './use-report-format';

/** The five levels of spec 01 §3, lowest first: the legend under the verdict. */
const LEVELS = [0, 1, 2, 3, 4] as const;

export const verdictPalette: Readonly<Record<Verdict, string>> = {
  accept: 'green',
  review: 'orange',
  reject: 'red',
};

const verdictIcon = { accept: LuCircleCheck, review: LuTriangleAlert, reject: LuCircleX } as const;

/** The policy that decided the verdict, named as the built-in one or the user's, with its version. */
export function policyText(intl: IntlShape, policy: ReportAssessment['policy']): string {
  const id =
    policy.id === DEFAULT_RISK_POLICY_ID ? 'report.verdict.policyDefault' : 'report.verdict.policyCustom';
  return intl.formatMessage({ id }, { version: policy.version });
}

/**
 * What the report answers first: accept, review or reject, the policy and
 * version that decided it, the rules that fired, and the risk level on the scale of five.
 */
export function VerdictPanel({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = useMessage();
  const { assessment } = report;
  const coin = reportCoin(report);
  const palette = assessment
    ? verdictPalette[assessment.verdict]
    : riskLevelDisplay(report.risk_level).palette;
  return (
    <Stack
      gap="3"
      borderWidth="2px"
      borderColor={`${palette}.solid`}
      bg={`${palette}.subtle`}
      rounded="lg"
      px={{ base: '4', md: '5' }}
      py="4"
      data-testid="verdict-panel"
    >
      {assessment ? <VerdictHead assessment={assessment} /> : null}
      {assessment && assessment.deciding_findings.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
          {assessment.deciding_findings.map((finding) => (
            <DecidingRule key={finding.rule} finding={finding} coin={coin} />
          ))}
        </Stack>
      )}
      <LevelScale level={report.risk_level} />
      {assessment && (
        <HStack gap="2" wrap="wrap" fontSize="xs">
          <Text color="fg.muted" data-testid="verdict-policy">
            {policyText(intl, assessment.policy)}
          </Text>
          <Link asChild variant="underline" colorPalette="blue" className="no-print">
            <RouterLink to={paths.consolePolicy()}>{text('report.verdict.tune')}</RouterLink>
          </Link>
        </HStack>
      )}
      {assessment?.original && (
        <Text fontSize="xs" color="fg.muted" data-testid="verdict-original">
          {text(
            `report.verdict.original.${assessment.original.policy.id === DEFAULT_RISK_POLICY_ID ? 'default' : 'custom'}`,
            {
              verdict: text(`report.verdict.${assessment.original.verdict}`),
              version: assessment.original.policy.version,
            },
          )}
        </Text>
      )}
    </Stack>
  );
}

function VerdictHead({ assessment }: { readonly assessment: ReportAssessment }) {
  const intl = useIntl();
  const Icon = verdictIcon[assessment.verdict];
  const palette = verdictPalette[assessment.verdict];
  return (
    <Flex gap="3" align="flex-start">
      <Box color={`${palette}.fg`} fontSize="2xl" mt="0.5" aria-hidden>
        <Icon />
      </Box>
      <Stack gap="1">
        <Heading as="h2" size="lg" color={`${palette}.fg`} data-testid="verdict">
          {intl.formatMessage(
            { id: 'report.verdict.title' },
            { verdict: intl.formatMessage({ id: `report.verdict.${assessment.verdict}` }) },
          )}
        </Heading>
        <Text fontSize="sm">
          {intl.formatMessage(
            { id: `report.verdict.${assessment.verdict}.action` },
            { count: assessment.deciding_findings.length },
          )}
        </Text>
      </Stack>
    </Flex>
  );
}

/** One rule that fired: which exposure and tier, the share it measured against the threshold. */
function DecidingRule({ finding, coin }: { readonly finding: DecidingFinding; readonly coin: string }) {
  const intl = useIntl();
  const format = useReportFormat();
  const text = useMessage();
  const name = policyRuleText(intl, finding.rule);
  const threshold =
    finding.threshold_percent === null
      ? undefined
      : finding.threshold_percent === 0
        ? text('report.verdict.anyAmount')
        : format.percent(finding.threshold_percent);
  return (
    <Flex as="li" gap="2" wrap="wrap" align="baseline" data-testid="deciding-rule">
      <Badge colorPalette={verdictPalette[finding.verdict]} variant="solid" size="sm">
        {text(`report.verdict.${finding.verdict}`)}
      </Badge>
      <Text fontWeight="medium">{name}</Text>
      <Text color="fg.muted" fontVariantNumeric="tabular-nums">
        <AmountText value={finding.amount} coin={coin} />
        {' · '}
        {threshold === undefined
          ? text('report.verdict.share', { share: format.percent(finding.share_percent) })
          : text('report.verdict.shareOf', { share: format.percent(finding.share_percent), threshold })}
      </Text>
    </Flex>
  );
}

/** One styled element for the scale, its legend, list and meaning plain elements. */
const levelScaleStyles = defineStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  '& > p': { fontSize: 'xs', color: 'fg.muted' },
  '& > ol': { display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', listStyleType: 'none' },
});

/** The five risk levels as a scale, the report's own marked: what "Medium-low" sits between. */
function LevelScale({ level }: { readonly level: number }) {
  const intl = useIntl();
  const current = riskLevelDisplay(level);
  return (
    <chakra.div css={levelScaleStyles}>
      <p id="risk-level-legend">{intl.formatMessage({ id: 'report.verdict.levelLegend' })}</p>
      <ol aria-labelledby="risk-level-legend">
        {LEVELS.map((l) => {
          const shown = riskLevelDisplay(l);
          const isCurrent = l === level;
          return (
            <li key={l} aria-current={isCurrent ? 'true' : undefined}>
              <Badge
                colorPalette={shown.palette}
                variant={isCurrent ? 'solid' : 'outline'}
                size={isCurrent ? 'lg' : 'sm'}
                // The other levels stand on the page's own background: on the verdict's tinted
                // panel their coloured text would fall under 4.5:1.
                bg={isCurrent ? undefined : 'bg'}
                data-testid={isCurrent ? 'risk-level' : undefined}
              >
                {intl.formatMessage({ id: `risk.level.${shown.name}` })}
              </Badge>
            </li>
          );
        })}
        {current.name === 'unknown' && (
          <li aria-current="true">
            <Badge colorPalette="gray" data-testid="risk-level">
              {intl.formatMessage({ id: 'risk.level.unknown' })}
            </Badge>
          </li>
        )}
      </ol>
      <p>{intl.formatMessage({ id: `report.verdict.levelMeaning.${current.name}` })}</p>
    </chakra.div>
  );
}
