import { type Chain, chains } from '../../../shared/rules/chain-rules';
import type { Logger } from '../ports/logger';
import type { LabelKey, LabelRepository } from './label.ports';
import type { LabelSourceId, LabelSourceResult, SkipReason } from './label-feed';
import {
  decodeLabelIndex,
  encodeLabelIndex,
  entriesOfMembership,
  type IndexEntries,
  mergeLabelIndex,
} from './label-index';
import { type RiskLabelChange, riskLabelChanges } from './risk-label-changes';

/**
 * Writes parsed feeds to the store of record and refreshes each chain's membership snapshot,
 * for the import command and the AWS refresh job alike:
 * 1. read each chain's current snapshot (what is labelled now, per source);
 * 2. merge: the refreshed feeds' entries are replaced, other feeds' entries kept;
 * 3. put every label (idempotent: an item is a function of its label);
 * 4. delete the label items the refreshed feeds no longer list;
 * 5. hand the addresses that gained a risk category (risk-label-changes.ts) to `onRiskLabelsAdded`,
 *    before the snapshots switch: if that fails, the next run finds the same changes again;
 * 6. write the new snapshots (content-addressed: the same input gives the same version).
 * A chain with no snapshot before (its first import) reports no change: there is nothing it
 * could have been screened against, and a first import would make every label "new".
 */
export interface FeedSummary {
  readonly feed: LabelSourceId;
  readonly rows: number;
  readonly labels: number;
  readonly skipped: Partial<Record<SkipReason, number>>;
}

export interface ChainSummary {
  readonly chain: Chain;
  readonly addresses: number;
  readonly version: string;
  readonly deleted: number;
  /** Addresses that gained a risk category (handed to onRiskLabelsAdded). */
  readonly riskRaised: number;
}

export interface StoreSummary {
  readonly feeds: FeedSummary[];
  readonly chains: ChainSummary[];
  readonly written: number;
  readonly ms: number;
}

export interface StoreLabelFeedsDeps {
  readonly repository: LabelRepository;
  readonly log: Logger;
  /** Receives the addresses that gained a risk category (monitoring re-screens their dealers). */
  readonly onRiskLabelsAdded?: (changes: readonly RiskLabelChange[]) => Promise<void>;
}

export async function storeLabelFeeds(
  results: readonly LabelSourceResult[],
  { repository, log, onRiskLabelsAdded }: StoreLabelFeedsDeps,
): Promise<StoreSummary> {
  const started = performance.now();
  const refreshed = new Set<string>(results.map((r) => r.feed));
  const labels = results.flatMap((r) => r.labels);

  const plans = await Promise.all(
    chains.map(async (chain) => {
      const header = await repository.getLabelIndexHeader(chain);
      const stored = header && (await repository.getLabelIndex(chain, header));
      if (header && !stored) log.warn('label snapshot replaced while reading; stale labels kept', { chain });
      const previous: IndexEntries = stored
        ? entriesOfMembership(decodeLabelIndex(chain, stored))
        : new Map();
      const fresh = labels.filter((label) => label.chain === chain);
      const { entries, stale } = mergeLabelIndex(previous, refreshed, fresh);
      const raised = stored ? riskLabelChanges(chain, previous, entries, fresh) : [];
      return { chain, header, index: encodeLabelIndex(chain, entries), stale, raised };
    }),
  );

  await repository.putLabels(labels);
  const staleKeys: LabelKey[] = plans.flatMap((p) => p.stale.map((s) => ({ chain: p.chain, ...s })));
  if (staleKeys.length > 0) await repository.deleteLabels(staleKeys);
  const raised = plans.flatMap((p) => p.raised);
  if (onRiskLabelsAdded && raised.length > 0) await onRiskLabelsAdded(raised);
  for (const plan of plans) await repository.putLabelIndex(plan.chain, plan.index, plan.header);

  const summary: StoreSummary = {
    feeds: results.map((r) => ({ feed: r.feed, rows: r.rows, labels: r.labels.length, skipped: r.skipped })),
    chains: plans.map((p) => ({
      chain: p.chain,
      addresses: p.index.count,
      version: p.index.version,
      deleted: p.stale.length,
      riskRaised: p.raised.length,
    })),
    written: labels.length,
    ms: Math.round(performance.now() - started),
  };
  log.info('labels stored', { ...summary });
  return summary;
}
