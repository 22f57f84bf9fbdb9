import { defineStyle } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { LookalikeCounterparty } from '../../../../../shared/contract/queries.schema';
import { parseNumber } from '../../../../../shared/format/number-format';
import { CopyValue } from '../../../components/copy-value';
import { DisclosureButton } from '../../../components/disclosure-button';
import { gridColumns, outlined, stack } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { AmountText } from './amount-text';
import { Fact } from './fact';
import { lookalikeParts } from './lookalike-diff';
import { useReportFormat } from './use-report-format';

/** Lookalikes shown before "Show N more" when fewer were paid (so the list is never empty). */
export const LOOKALIKES_SHOWN = 3;

const sentTo = (l: LookalikeCounterparty): number => parseNumber(l.outbound_amount) ?? 0;

/**
 * The lookalikes in reading order: the ones money was sent to (paid, likely lost) first, the
 * largest loss first; then the rest as the engine listed them. How many of them show at first:
 * every paid one, and at least LOOKALIKES_SHOWN. An exchange's report lists a hundred unpaid
 * lookalikes, which drawn whole made the report 25,000 px tall.
 */
export function orderLookalikes(lookalikes: readonly LookalikeCounterparty[]): {
  readonly ordered: readonly LookalikeCounterparty[];
  readonly shown: number;
} {
  const paid = lookalikes.filter((l) => sentTo(l) > 0).sort((a, b) => sentTo(b) - sentTo(a));
  const unpaid = lookalikes.filter((l) => sentTo(l) <= 0);
  return {
    ordered: [...paid, ...unpaid],
    shown: Math.min(lookalikes.length, Math.max(paid.length, LOOKALIKES_SHOWN)),
  };
}

/**
 * One styled element for the whole list: its items, their figures and the marked characters are
 * plain elements styled from it. A lost (paid) lookalike's border and amount read as an error.
 */
const lookalikeListStyles = defineStyle({
  ...stack('2'),
  '& > ul': { ...stack('3'), listStyleType: 'none' },
  '& > ul > li': { ...outlined('md'), px: '3', py: '3' },
  '& > ul > li[data-lost]': { borderColor: 'border.error' },
  '& > ul > li > div': stack('2'),
  '& .lookalike-figures': { ...gridColumns({ base: 2, md: 3 }), columnGap: '4', rowGap: '2' },
  '& > ul > li[data-lost] .lookalike-sent': { color: 'fg.error', fontWeight: 'bold' },
  '& .lookalike-diff': { bg: 'orange.subtle', color: 'orange.fg', rounded: 'xs' },
});

/**
 * Poisoning lookalikes beside the addresses they imitate, both whole: shortened to 6 + 6 they
 * would read the same, which is the trick. The characters that differ are marked. Paid ones
 * first; the rest folded behind "Show N more".
 */
export function LookalikeList({
  lookalikes,
  coin,
}: {
  readonly lookalikes: readonly LookalikeCounterparty[];
  readonly coin: string;
}) {
  const text = useMessage();
  const format = useReportFormat();
  const listClass = useStaticClass(lookalikeListStyles);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { ordered, shown } = orderLookalikes(lookalikes);
  const hidden = ordered.length - shown;
  return (
    <div className={listClass}>
      <ul id={listId} aria-label={text('report.metrics.lookalike.list')}>
        {(expanded ? ordered : ordered.slice(0, shown)).map((l) => (
          <li key={l.address} data-lost={sentTo(l) > 0 ? '' : undefined} data-testid="lookalike">
            <div>
              <Fact label={text('report.metrics.lookalike.address')}>
                <Marked address={l.address} other={l.mimics} />
              </Fact>
              <Fact label={text('report.metrics.lookalike.mimics')}>
                <Marked address={l.mimics} other={l.address} />
              </Fact>
              <div className="lookalike-figures">
                <Fact label={text('report.metrics.lookalike.firstSeen')}>{format.date(l.first_seen)}</Fact>
                <Fact label={text('report.metrics.lookalike.inbound')}>{format.count(l.inbound_count)}</Fact>
                <Fact label={text('report.metrics.lookalike.sent')}>
                  <span className="lookalike-sent">
                    <AmountText value={l.outbound_amount} coin={coin} />
                  </span>
                </Fact>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <DisclosureButton open={expanded} controls={listId} onToggle={() => setExpanded((e) => !e)}>
          {expanded
            ? text('report.metrics.showFewer')
            : text('report.metrics.lookalike.showMore', { count: hidden })}
        </DisclosureButton>
      )}
    </div>
  );
}

function Marked({ address, other }: { readonly address: string; readonly other: string }) {
  const { head, middle, tail } = lookalikeParts(address, other);
  return (
    <CopyValue value={address} whole fontSize={{ base: 'xs', sm: 'sm' }}>
      {head}
      <mark className="lookalike-diff">{middle}</mark>
      {tail}
    </CopyValue>
  );
}
