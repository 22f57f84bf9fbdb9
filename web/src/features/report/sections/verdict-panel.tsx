import { defineStyle } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
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
import { outlined, row, stack, wrapRow } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { colorVar, useRecipeClass, useStaticClass } from '../../../components/static-class';
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
 * The panel drawn by one styled element, its head, rules, scale and policy line plain elements
 * (Chakra's heading at size lg, its stacks and its underlined link): the report's first screen.
 * The palette (the verdict's, or the risk level's without one) comes from the panel's variables.
 */
const panelStyles = defineStyle({
  ...stack('3'),
  ...outlined('lg', '2px'),
  borderColor: 'var(--verdict-solid)',
  bg: 'var(--verdict-subtle)',
  px: { base: '4', md: '5' },
  py: '4',
  '& > .verdict-head': { display: 'flex', gap: '3', alignItems: 'flex-start' },
  '& > .verdict-head > .verdict-icon': { color: 'var(--verdict-fg)', fontSize: '2xl', mt: '0.5' },
  '& > .verdict-head > div': stack('1'),
  '& > .verdict-head h2': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'lg',
    color: 'var(--verdict-fg)',
  },
  '& > .verdict-head p': { fontSize: 'sm' },
  '& > ul': { ...stack('1'), listStyleType: 'none', fontSize: 'sm' },
  '& > ul > li': { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' },
  '& > ul > li > .rule-name': { fontWeight: 'medium' },
  '& > ul > li > .rule-share': { color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  '& > .level-scale': stack('1.5'),
  '& > .level-scale > p': { fontSize: 'xs', color: 'fg.muted' },
  '& > .level-scale > ol': { ...wrapRow('1'), listStyleType: 'none' },
  // The other levels stand on the page's own background: on the verdict's tinted panel their
  // coloured text would fall under 4.5:1.
  '& > .level-scale > ol > li:not([aria-current]) > .chakra-badge': { bg: 'bg' },
  '& > .verdict-policy': { ...row('2'), flexWrap: 'wrap', fontSize: 'xs' },
  '& > .verdict-policy > p, & > .verdict-original': { color: 'fg.muted' },
  '& > .verdict-original': { fontSize: 'xs' },
});

/**
 * What the report answers first: accept, review or reject, the policy and
 * version that decided it, the rules that fired, and the risk level on the scale of five.
 */
export function VerdictPanel({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = useMessage();
  const className = useStaticClass(panelStyles);
  const linkClass = useRecipeClass({
    recipe: 'link',
    variants: { variant: 'underline' },
    colorPalette: 'blue',
  });
  const { assessment } = report;
  const coin = reportCoin(report);
  const palette = assessment
    ? verdictPalette[assessment.verdict]
    : riskLevelDisplay(report.risk_level).palette;
  const paletteVariables = {
    '--verdict-solid': colorVar(`${palette}.solid`),
    '--verdict-subtle': colorVar(`${palette}.subtle`),
    '--verdict-fg': colorVar(`${palette}.fg`),
  } as CSSProperties;
  return (
    <div className={className} style={paletteVariables} data-testid="verdict-panel">
      {assessment ? <VerdictHead assessment={assessment} /> : null}
      {assessment && assessment.deciding_findings.length > 0 && (
        <ul>
          {assessment.deciding_findings.map((finding) => (
            <DecidingRule key={finding.rule} finding={finding} coin={coin} />
          ))}
        </ul>
      )}
      <LevelScale level={report.risk_level} />
      {assessment && (
        <div className="verdict-policy">
          <p data-testid="verdict-policy">{policyText(intl, assessment.policy)}</p>
          <RouterLink to={paths.consolePolicy()} className={`${linkClass} no-print`}>
            {text('report.verdict.tune')}
          </RouterLink>
        </div>
      )}
      {assessment?.original && (
        <p className="verdict-original" data-testid="verdict-original">
          {text(
            `report.verdict.original.${assessment.original.policy.id === DEFAULT_RISK_POLICY_ID ? 'default' : 'custom'}`,
            {
              verdict: text(`report.verdict.${assessment.original.verdict}`),
              version: assessment.original.policy.version,
            },
          )}
        </p>
      )}
    </div>
  );
}

/** Coloured by the panel (its palette is the verdict's when there is one). */
function VerdictHead({ assessment }: { readonly assessment: ReportAssessment }) {
  const intl = useIntl();
  const Icon = verdictIcon[assessment.verdict];
  return (
    <div className="verdict-head">
      <div className="verdict-icon" aria-hidden>
        <Icon />
      </div>
      <div>
        <h2 data-testid="verdict">
          {intl.formatMessage(
            { id: 'report.verdict.title' },
            { verdict: intl.formatMessage({ id: `report.verdict.${assessment.verdict}` }) },
          )}
        </h2>
        <p>
          {intl.formatMessage(
            { id: `report.verdict.${assessment.verdict}.action` },
            { count: assessment.deciding_findings.length },
          )}
        </p>
      </div>
    </div>
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
    <li data-testid="deciding-rule">
      <PlainBadge colorPalette={verdictPalette[finding.verdict]} variant="solid" size="sm">
        {text(`report.verdict.${finding.verdict}`)}
      </PlainBadge>
      <p className="rule-name">{name}</p>
      <p className="rule-share">
        <AmountText value={finding.amount} coin={coin} />
        {' · '}
        {threshold === undefined
          ? text('report.verdict.share', { share: format.percent(finding.share_percent) })
          : text('report.verdict.shareOf', { share: format.percent(finding.share_percent), threshold })}
      </p>
    </li>
  );
}

/** The five risk levels as a scale, the report's own marked: what "Medium-low" sits between. */
function LevelScale({ level }: { readonly level: number }) {
  const intl = useIntl();
  const current = riskLevelDisplay(level);
  return (
    <div className="level-scale">
      <p id="risk-level-legend">{intl.formatMessage({ id: 'report.verdict.levelLegend' })}</p>
      <ol aria-labelledby="risk-level-legend">
        {LEVELS.map((l) => {
          const shown = riskLevelDisplay(l);
          const isCurrent = l === level;
          return (
            <li key={l} aria-current={isCurrent ? 'true' : undefined}>
              <PlainBadge
                colorPalette={shown.palette}
                variant={isCurrent ? 'solid' : 'outline'}
                size={isCurrent ? 'lg' : 'sm'}
                data-testid={isCurrent ? 'risk-level' : undefined}
              >
                {intl.formatMessage({ id: `risk.level.${shown.name}` })}
              </PlainBadge>
            </li>
          );
        })}
        {current.name === 'unknown' && (
          <li aria-current="true">
            <PlainBadge colorPalette="gray" data-testid="risk-level">
              {intl.formatMessage({ id: 'risk.level.unknown' })}
            </PlainBadge>
          </li>
        )}
      </ol>
      <p>{intl.formatMessage({ id: `report.verdict.levelMeaning.${current.name}` })}</p>
    </div>
  );
}
