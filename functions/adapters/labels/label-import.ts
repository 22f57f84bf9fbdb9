import type { LabelRepository } from '../../domain/labels/label.ports';
import type { FeedParseResult } from '../../domain/labels/label-feed';
import { labelFeeds, localSnapshotDateOf } from '../../domain/labels/label-feeds';
import { type StoreSummary, storeLabelFeeds } from '../../domain/labels/label-store.service';
import type { RiskLabelChange } from '../../domain/labels/risk-label-changes';
import type { Logger } from '../../domain/ports/logger';
import type { SimulationAnchorStore } from '../chain/simulated/anchor-store.ports';
import { readFeedDocuments } from './label-directory';
import { storeSimulationAnchors } from './simulation-anchors';

/**
 * The seed-time import: every feed found in `dir` (layout of ../shared/data/labels) is parsed
 * with its snapshot date from label-feeds.ts and stored (label-store.service.ts). Feeds absent
 * from the directory are reported and keep what the store already holds. The simulated ledger's
 * anchors are chosen from the imported labels and stored too.
 */
export interface ImportLabelsOptions {
  readonly dir: string;
  readonly repository: LabelRepository & SimulationAnchorStore;
  readonly log: Logger;
  /** The re-screen queue: the addresses this import gave a risk category they did not carry. */
  readonly onRiskLabelsAdded?: (changes: readonly RiskLabelChange[]) => Promise<void>;
}

export interface ImportSummary extends StoreSummary {
  readonly missing: string[];
}

export async function importLabels({
  dir,
  repository,
  log,
  onRiskLabelsAdded,
}: ImportLabelsOptions): Promise<ImportSummary> {
  const results: FeedParseResult[] = [];
  const missing: string[] = [];
  for (const feed of labelFeeds) {
    const documents = await readFeedDocuments(dir, feed);
    if (!documents) {
      missing.push(feed.id);
      log.warn('label feed not found', { feed: feed.id, dir });
      continue;
    }
    results.push(feed.parse(documents, localSnapshotDateOf(feed.id)));
  }
  const summary = await storeLabelFeeds(results, {
    repository,
    log,
    ...(onRiskLabelsAdded ? { onRiskLabelsAdded } : {}),
  });
  await storeSimulationAnchors(
    results.flatMap((r) => r.labels),
    repository,
  );
  return { ...summary, missing };
}
