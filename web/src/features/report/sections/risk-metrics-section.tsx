import { defineStyle } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { QueryResult, ReportExposure } from '../../../../../shared/contract/queries.schema';
import { riskLevelPalette } from '../../../../../shared/format/risk-display';
import { riskBarWidth, totalExposurePercent } from '../../../../../shared/rules/report-metrics';
import { gridColumns, outlined, stack } from '../../../components/layout-styles';
import { PlainAlert } from '../../../components/plain-alert';
import { useSlotRecipeClasses, useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { ReportSection } from '../report-section';
import { AmountText } from './amount-text';
import { Fact } from './fact';
import { LookalikeList } from './lookalike-list';
import { raisingReasons } from './reason-groups';
import { ReasonGroups } from './reason-list';
import { reportFigures } from './report-figures';
import { reportCoin, useReportFormat } from './use-report-format';
import { verdictPalette } from './verdict-panel';

/** Chakra's heading at size sm, for the section's plain sub-headings. */
const subHeading = { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'sm' } as const;

/** The section's cards (the exposure cards, the exposure bar's): a bordered column. */
const cardStyles = { ...stack('3'), ...outlined('lg'), p: '4' } as const;

/** An exposure card: a small heading, its note, the figures in three columns. */
const exposureCardStyles = defineStyle({
  ...cardStyles,
  '& > hgroup': stack('0.5'),
  '& > hgroup > h3': subHeading,
  '& > hgroup > p': { fontSize: 'xs', color: 'fg.muted' },
  '& > .exposure-figures': { ...gridColumns(3), gap: '3' },
});

/**
 * The section's parts, drawn as plain elements styled from its one element: the headline figures
 * (or the exposure cards), the exposure bar's card, "why this level", the lookalikes and the
 * exclusions.
 */
const metricsStyles = defineStyle({
  ...stack('6'),
  '& > .metrics-exposure': { ...gridColumns({ base: 1, md: 2 }), gap: '4' },
  '& > .metrics-exposure > div': exposureCardStyles,
  '& > .metrics-figures': { ...gridColumns({ base: 2, sm: 3 }), gap: '4' },
  '& > .metrics-figures > .metrics-lead': { gridColumn: { base: 'span 2', sm: 'auto' } },
  '& > .metrics-bar': cardStyles,
  '& .metrics-bar-head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '2',
    mb: '2',
  },
  '& .metrics-bar-head > .metrics-bar-label': { fontSize: 'sm' },
  '& .metrics-bar-head > p': { fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  '& > .metrics-bar > .metrics-bar-scale': { fontSize: 'xs', color: 'fg.subtle' },
  '& > .metrics-bar > .metrics-shares': { ...gridColumns({ base: 2, md: 4 }), columnGap: '4', rowGap: '3' },
  '& > .metrics-part': stack('3'),
  '& > .metrics-part > h3': subHeading,
  '& > .metrics-part > p': { fontSize: 'sm', color: 'fg.muted' },
  '& > .metrics-exclusions': {
    fontSize: 'sm',
    color: 'fg.muted',
    bg: 'bg.muted',
    rounded: 'md',
    px: '4',
    py: '3',
  },
});

/**
 * Risk metrics (spec 02 §2, §9): how much of the address's money touched risky addresses, then
 * why the report has its level — the engine's reasons, poisoning lookalikes and what was left out
 * of the exposure figures.
 */
export function RiskMetricsSection({ report }: { readonly report: QueryResult }) {
  const text = useMessage();
  const format = useReportFormat();
  const metricsClass = useStaticClass(metricsStyles);
  const figures = reportFigures(report);
  const risk = report.risk_address_total;
  const coin = reportCoin(report);
  const money = (value: string | number) => `${format.amount(value)} ${coin}`;
  const amountShare = format.percent(figures.risk_amount_percent);
  // With the exposure split in two, the bar measures both together, coloured as the verdict reads.
  const exposurePercent = report.exposure
    ? totalExposurePercent(report.exposure)
    : figures.risk_amount_percent;
  const barWidth = report.exposure ? riskBarWidth(exposurePercent) : figures.risk_bar_width;
  const barLabel = text(report.exposure ? 'report.metrics.barTotal' : 'report.metrics.bar');
  const barShare = format.percent(exposurePercent);
  const palette = report.assessment
    ? verdictPalette[report.assessment.verdict]
    : riskLevelPalette(report.risk_level);

  return (
    <ReportSection id="report-metrics" messages="report.metrics">
      <div className={metricsClass}>
        {report.exposure ? (
          <ExposureHeadline exposure={report.exposure} coin={coin} />
        ) : (
          <div className="metrics-figures">
            <div className="metrics-lead">
              <Fact label={text('report.metrics.riskAmount')} emphasis>
                {money(risk.amount)}
              </Fact>
            </div>
            <Fact label={text('report.metrics.riskAddresses')} emphasis>
              {format.count(risk.address_count)}
            </Fact>
            <Fact label={text('report.metrics.riskTransfers')} emphasis>
              {format.count(risk.amount_count)}
            </Fact>
          </div>
        )}

        <div className="metrics-bar">
          <ExposureBar
            percent={Math.round(barWidth * 1000) / 10}
            palette={palette}
            label={barLabel}
            share={barShare}
          />
          <p className="metrics-bar-scale">{text('report.metrics.barScale')}</p>
          <div className="metrics-shares">
            <Fact label={text('report.metrics.amountShare')}>{amountShare}</Fact>
            <Fact label={text('report.metrics.countShare')}>
              {format.percent(figures.risk_count_percent)}
            </Fact>
            <Fact label={text('report.metrics.perAddress')}>{money(figures.risk_average_per_address)}</Fact>
            <Fact label={text('report.metrics.perTransfer')}>
              {money(figures.risk_average_per_transaction)}
            </Fact>
          </div>
        </div>

        <Why report={report} coin={coin} />

        {report.lookalikes && report.lookalikes.length > 0 && (
          <div className="metrics-part">
            <h3>{text('report.metrics.lookalikes')}</h3>
            <p>{text('report.metrics.lookalikesNote')}</p>
            <LookalikeList lookalikes={report.lookalikes} coin={coin} />
          </div>
        )}

        <Exclusions report={report} coin={coin} />
      </div>
    </ReportSection>
  );
}

/**
 * The headline figures: direct exposure (labelled counterparties, the figures
 * of spec 02's risk_address_total) and indirect exposure (a counterparty's counterparties, pro
 * rata), side by side so the two add up to what the findings list below.
 */
function ExposureHeadline({ exposure, coin }: { readonly exposure: ReportExposure; readonly coin: string }) {
  const format = useReportFormat();
  const text = useMessage();
  return (
    <div className="metrics-exposure">
      {(['direct', 'indirect'] as const).map((kind) => {
        const e = exposure[kind];
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card of figures, not a form's fieldset
          <div
            key={kind}
            data-testid={`exposure-${kind}`}
            aria-labelledby={`exposure-${kind}-title`}
            role="group"
          >
            <hgroup>
              <h3 id={`exposure-${kind}-title`}>{text(`report.metrics.exposure.${kind}`)}</h3>
              <p>{text(`report.metrics.exposure.${kind}.note`)}</p>
            </hgroup>
            <Fact label={text('report.metrics.riskAmount')} emphasis>
              <AmountText value={e.amount} coin={coin} />
            </Fact>
            <div className="exposure-figures">
              <Fact label={text('report.metrics.riskAddresses')}>{format.count(e.address_count)}</Fact>
              <Fact label={text('report.metrics.riskTransfers')}>{format.count(e.transfer_count)}</Fact>
              <Fact label={text('report.metrics.amountShare')}>{format.percent(e.share_percent)}</Fact>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The exposure as Chakra's large progress bar, drawn as plain elements with its recipe's classes:
 * it only displays a figure, and Chakra's runs a state machine of its own. The track is the
 * progressbar, named by the label and its share, as Chakra's names it.
 */
function ExposureBar({
  percent,
  palette,
  label,
  share,
}: {
  readonly percent: number;
  readonly palette: string;
  readonly label: string;
  readonly share: string;
}) {
  const progress = useSlotRecipeClasses<'root' | 'label' | 'track' | 'range'>({
    recipe: 'progress',
    variants: { size: 'lg' },
    colorPalette: palette,
  });
  return (
    <div
      className={progress.root}
      data-orientation="horizontal"
      style={{ '--percent': percent } as CSSProperties}
    >
      <div className="metrics-bar-head">
        <span className={`metrics-bar-label ${progress.label}`} data-orientation="horizontal">
          {label}
        </span>
        <p data-testid="exposure-total">{share}</p>
      </div>
      <div
        className={progress.track}
        role="progressbar"
        aria-label={`${label}: ${share}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-orientation="horizontal"
      >
        <div className={progress.range} data-orientation="horizontal" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * "Why this level": the reasons grouped, or a plain statement that no evidence was found. Plain
 * elements: the section's element styles them (metricsStyles).
 */
function Why({ report, coin }: { readonly report: QueryResult; readonly coin: string }) {
  const text = useMessage();
  const raising = raisingReasons(report.reasons);
  // The level is the highest reason's level, so no raising reason means level 0.
  const noEvidence = raising.length === 0;
  return (
    <div className="metrics-part">
      <h3>{text('report.metrics.why')}</h3>
      {noEvidence ? (
        <PlainAlert status="success">
          {report.reasons.length === 0
            ? text('report.metrics.noEvidence', { count: report.coverage.transfers_analysed })
            : text('report.metrics.noEvidenceNotes')}
        </PlainAlert>
      ) : (
        <p data-testid="findings-count">
          {text('report.metrics.findings', {
            count: report.reasons.length,
            notes: report.reasons.length - raising.length,
          })}
        </p>
      )}
      {report.reasons.length > 0 && (
        <div>
          <ReasonGroups reasons={report.reasons} coin={coin} />
        </div>
      )}
    </div>
  );
}

/** Transfers kept in the totals but left out of the exposure, as one sentence; nothing when none. */
function Exclusions({ report, coin }: { readonly report: QueryResult; readonly coin: string }) {
  const intl = useIntl();
  const format = useReportFormat();
  const e = report.exposure_exclusions;
  if (!e) return null;
  const items = [
    e.unsolicited_dust_count > 0 &&
      intl.formatMessage(
        { id: 'report.metrics.exclusion.dust' },
        { count: e.unsolicited_dust_count, amount: `${format.amount(e.unsolicited_dust_amount)} ${coin}` },
      ),
    e.zero_value_count > 0 &&
      intl.formatMessage({ id: 'report.metrics.exclusion.zero' }, { count: e.zero_value_count }),
    e.lookalike_transfer_count > 0 &&
      intl.formatMessage({ id: 'report.metrics.exclusion.lookalike' }, { count: e.lookalike_transfer_count }),
  ].filter((item): item is string => typeof item === 'string');
  if (items.length === 0) return null;
  return (
    <p className="metrics-exclusions">
      {intl.formatMessage(
        { id: 'report.metrics.exclusions' },
        { items: intl.formatList(items, { type: 'conjunction' }) },
      )}
    </p>
  );
}
