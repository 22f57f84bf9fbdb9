import { defineStyle } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TETHER_FREEZE_SOURCE } from '../../../../../shared/constants/tokens';
import type { RiskReason } from '../../../../../shared/contract/queries.schema';
import { RISK_CATEGORY_RED } from '../../../../../shared/format/risk-display';
import { CopyValue } from '../../../components/copy-value';
import { DisclosureButton } from '../../../components/disclosure-button';
import { outlined, spreadRow, stack, wrapRow } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { RiskLevelBadge } from '../../../components/risk-level-badge';
import { useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { labelSourceText, riskCategoryText } from '../../../i18n/risk-text';
import { usePrintedAt } from '../../../lib/use-print-mode';
import { AmountText } from './amount-text';
import { CounterpartyLinks, ExplorerLink } from './case-links';
import { groupReasons, type ReasonGroup } from './reason-groups';
import { useReportFormat } from './use-report-format';

/** Reasons a group shows before "Show all": the engine keeps up to 50 per rule. */
export const REASONS_SHOWN = 5;

/** The engine's reasons, grouped by kind of exposure, most serious group first. */
export function ReasonGroups({
  reasons,
  coin,
}: {
  readonly reasons: readonly RiskReason[];
  readonly coin: string;
}) {
  const groupsClass = useStaticClass(reasonGroupsStyles);
  return (
    <div className={groupsClass}>
      {groupReasons(reasons).map((group) => (
        <Group key={group.key} group={group} coin={coin} />
      ))}
    </div>
  );
}

/** Plain elements: the groups' element styles them (reasonGroupsStyles). */
function Group({ group, coin }: { readonly group: ReasonGroup; readonly coin: string }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // Printed, every finding is on paper: nothing there can be unfolded.
  const printing = usePrintedAt() !== undefined;
  const shown = expanded || printing ? group.reasons : group.reasons.slice(0, REASONS_SHOWN);
  const hidden = printing ? 0 : group.reasons.length - REASONS_SHOWN;
  return (
    <div className="reason-group">
      <div className="reason-group-head">
        <h4>
          {group.known ? intl.formatMessage({ id: `report.exposure.${group.key}` }) : group.key}
          <span>{intl.formatNumber(group.reasons.length)}</span>
        </h4>
        {group.known && <p>{intl.formatMessage({ id: `report.metrics.group.${group.key}` })}</p>}
      </div>
      <ul id={listId}>
        {shown.map((reason) => (
          <Reason
            key={`${reason.rule}-${reason.counterparty ?? ''}-${reason.category}`}
            reason={reason}
            coin={coin}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <DisclosureButton open={expanded} controls={listId} onToggle={() => setExpanded((e) => !e)}>
          {expanded
            ? intl.formatMessage({ id: 'report.metrics.showFewer' })
            : intl.formatMessage({ id: 'report.metrics.showAll' }, { count: group.reasons.length })}
        </DisclosureButton>
      )}
    </div>
  );
}

/**
 * A finding's look, its parts plain elements styled from it: a report lists up to fifty findings
 * per rule, and a styled component per part made them most of the first screen's drawing time.
 * The groups' element carries it for every finding (reasonGroupsStyles).
 */
const reasonStyles = defineStyle({
  ...outlined('md'),
  px: '3',
  py: '2.5',
  '& .reason-head': spreadRow('2'),
  '& .reason-tags': wrapRow('2'),
  '& .reason-amount': { fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  '& .reason-row': { display: 'flex', gap: '2', mt: '1', fontSize: 'sm', minW: '0', alignItems: 'center' },
  '& .reason-row[data-first]': { mt: '1.5' },
  '& .reason-row[data-list]': { alignItems: 'baseline' },
  '& .reason-row-label, & .reason-muted': { color: 'fg.muted' },
  '& .reason-row-label': { flexShrink: 0 },
  '& .reason-evidence': { display: 'flex', flexWrap: 'wrap', columnGap: '3', minW: '0' },
  '& .reason-evidence > span': { display: 'inline-flex', alignItems: 'center' },
  '& .reason-facts': { ...stack('0.5'), mt: '1.5', fontSize: 'sm' },
  '& .reason-strong': { color: 'fg', fontWeight: 'medium' },
  '& .reason-sr': { srOnly: true },
});

/**
 * The groups, each a heading (its name, the count muted beside it, the kind's note) over its
 * findings (reasonStyles): one styled element for every reason the report lists.
 */
const reasonGroupsStyles = defineStyle({
  ...stack('5'),
  '& > .reason-group': stack('2'),
  '& > .reason-group > .reason-group-head': stack('0.5'),
  // Chakra's heading, size xs.
  '& > .reason-group > .reason-group-head > h4': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'xs',
  },
  '& > .reason-group > .reason-group-head > h4 > span': { color: 'fg.muted', fontWeight: 'normal', ms: '2' },
  '& > .reason-group > .reason-group-head > p': { fontSize: 'sm', color: 'fg.muted' },
  '& > .reason-group > ul': { ...stack('2'), listStyleType: 'none' },
  '& > .reason-group > ul > li': reasonStyles,
});

function Reason({ reason, coin }: { readonly reason: RiskReason; readonly coin: string }) {
  const text = useMessage();
  return (
    <li data-testid="risk-reason">
      <div className="reason-head">
        <div className="reason-tags">
          {reason.level > 0 ? (
            <>
              <RiskLevelBadge level={reason.level} />
              <CategoryBadge category={reason.category} />
            </>
          ) : (
            // A level-0 finding is a note: a green "Low" beside a red category would contradict
            // itself, so both tags read as a note, in grey and in the category's red outline.
            <>
              <PlainBadge colorPalette="gray" variant="subtle" title={text('report.finding.noteHint')}>
                {text('report.finding.note')}
              </PlainBadge>
              <CategoryBadge category={reason.category} note />
            </>
          )}
        </div>
        <p className="reason-amount">
          <span className="reason-sr">{text('report.metrics.reason.amount')}: </span>
          <AmountText value={reason.amount} coin={coin} />
        </p>
      </div>
      <FindingFacts reason={reason} />
      {reason.counterparty && (
        <div className="reason-row" data-first="">
          <p className="reason-row-label">{text('report.metrics.reason.counterparty')}</p>
          <CopyValue value={reason.counterparty} />
          <CounterpartyLinks address={reason.counterparty} />
        </div>
      )}
      {reason.label && reason.label.address !== reason.counterparty && (
        <div className="reason-row">
          <p className="reason-row-label">{text('report.finding.labelled')}</p>
          <CopyValue value={reason.label.address} />
          <ExplorerLink kind="address" value={reason.label.address} />
        </div>
      )}
      {reason.evidence_tx_hashes.length > 0 && (
        <div className="reason-row" data-list="">
          <p className="reason-row-label">{text('report.metrics.reason.evidence')}</p>
          <div className="reason-evidence">
            {reason.evidence_tx_hashes.map((hash) => (
              <span key={hash}>
                <CopyValue
                  value={hash}
                  fontSize="xs"
                  label={text('report.metrics.reason.copyTx', { hash })}
                />
                <ExplorerLink kind="transaction" value={hash} />
              </span>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * What a finding is about: which way the money went, how many steps away, when,
 * and the list or entity behind the label, with the date of the list's snapshot.
 */
function FindingFacts({ reason }: { readonly reason: RiskReason }) {
  const intl = useIntl();
  const format = useReportFormat();
  const text = useMessage();
  const source = reason.label ? labelSourceText(intl, reason.label.source) : '';
  const facts: string[] = [];
  if (reason.direction) facts.push(text(`report.finding.direction.${reason.direction}`));
  if (reason.hops !== undefined) facts.push(text('report.finding.hops', { hops: reason.hops }));
  if (reason.first_at && reason.last_at)
    facts.push(
      reason.first_at === reason.last_at
        ? text('report.finding.on', { date: format.date(reason.first_at) })
        : text('report.finding.between', {
            first: format.date(reason.first_at),
            last: format.date(reason.last_at),
          }),
    );
  if (facts.length === 0 && !reason.label) return null;
  // Plain elements: the finding's own element styles them (reasonStyles).
  return (
    <div className="reason-facts" data-testid="finding-facts">
      {facts.length > 0 && <p className="reason-muted">{facts.join(' · ')}</p>}
      {reason.label && reason.label.source === TETHER_FREEZE_SOURCE && (
        <p className="reason-strong">
          {text('report.finding.frozenByTether', { date: reason.label.source_date })}
        </p>
      )}
      {reason.label && reason.label.source !== TETHER_FREEZE_SOURCE && (
        <p className="reason-muted">
          {text('report.finding.source', { source, date: reason.label.source_date })}
          {/* A name that only repeats the list's own name adds nothing. */}
          {reason.label.name && reason.label.name !== source && (
            <span className="reason-strong">
              {' · '}
              {reason.label.name}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

const categoryRedStyle = defineStyle({ bg: RISK_CATEGORY_RED, color: 'white' });

/** spec 02 §3: a risk category in its colour (normal grey, every other red #C00F0C). */
export function CategoryBadge({
  category,
  note = false,
}: {
  readonly category: string;
  /** On a note (a finding that raises nothing): the red as an outline, not a solid alarm. */
  readonly note?: boolean;
}) {
  const intl = useIntl();
  const redClass = useStaticClass(categoryRedStyle);
  const label = riskCategoryText(intl, category);
  if (note && category !== 'normal')
    return (
      <PlainBadge colorPalette="red" variant="outline">
        {label}
      </PlainBadge>
    );
  return category === 'normal' ? (
    <PlainBadge colorPalette="gray" variant="subtle">
      {label}
    </PlainBadge>
  ) : (
    <PlainBadge variant="solid" className={redClass}>
      {label}
    </PlainBadge>
  );
}
