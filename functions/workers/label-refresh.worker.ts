import type { AddressLabel } from '../domain/analysis/model';
import type { LabelRepository } from '../domain/labels/label.ports';
import type { FeedDocument, FeedParseResult } from '../domain/labels/label-feed';
import { type LabelFeed, labelFeeds } from '../domain/labels/label-feeds';
import { type StoreSummary, storeLabelFeeds } from '../domain/labels/label-store.service';
import type { Clock } from '../domain/ports/clock';
import { systemClock } from '../platform/entropy';
import type { Logger } from '../platform/logger';

/**
 * The scheduled label refresh on AWS (data/README.md): downloads every feed from its canonical
 * source, parses it with the same parsers as the seed import, writes the labels and refreshes
 * the screening snapshots. A feed that fails to download keeps its previous labels (the store
 * merges per feed); the run fails only when no feed could be downloaded at all.
 * Downloaded feeds are dated by the day of the download: that is the snapshot they are.
 * With `enabled` false (config LABEL_REFRESH; off on the local stack, whose seed imports the
 * files in ../shared/data/labels and which cannot reach the feeds' hosts) a run does nothing.
 */
export interface LabelRefreshDeps {
  /** Downloads a feed's documents from its canonical source (adapters/labels/label-download.ts). */
  readonly download: (feed: LabelFeed) => Promise<FeedDocument[]>;
  /** Chooses and stores the simulated world's anchors from the labels (adapters/labels/simulation-anchors.ts). */
  readonly storeAnchors: (labels: readonly AddressLabel[]) => Promise<void>;
  readonly repository: LabelRepository;
  readonly log: Logger;
  readonly clock?: Clock;
  readonly feeds?: readonly LabelFeed[];
  /** False: every run is skipped (and says so); default true. */
  readonly enabled?: boolean;
}

export interface RefreshSummary extends StoreSummary {
  readonly failed: { readonly feed: string; readonly error: string }[];
}

export interface SkippedRefresh {
  readonly skipped: true;
}

export class LabelRefreshError extends Error {
  override name = 'LabelRefreshError';
}

export function createLabelRefreshWorker({
  download,
  storeAnchors,
  repository,
  log,
  clock = systemClock,
  feeds = labelFeeds,
  enabled = true,
}: LabelRefreshDeps): () => Promise<RefreshSummary | SkippedRefresh> {
  return async () => {
    if (!enabled) {
      log.info('label refresh is off (LABEL_REFRESH); the labels stay as they are');
      return { skipped: true };
    }
    const today = new Date(clock.nowSeconds() * 1000).toISOString().slice(0, 10);
    const failed: RefreshSummary['failed'] = [];
    const downloaded = await Promise.all(
      feeds.map(async (feed): Promise<FeedParseResult | undefined> => {
        try {
          const documents = await download(feed);
          return feed.parse(documents, () => today);
        } catch (error) {
          log.error('label feed refresh failed; its previous labels are kept', { feed: feed.id, error });
          failed.push({ feed: feed.id, error: error instanceof Error ? error.message : String(error) });
          return undefined;
        }
      }),
    );
    const results = downloaded.filter((r): r is FeedParseResult => r !== undefined);
    if (results.length === 0)
      throw new LabelRefreshError(`No label feed could be refreshed (${failed.length} failed)`);
    const summary = await storeLabelFeeds(results, { repository, log });
    // Anchors from what was refreshed: a feed that failed keeps its labels but drops out of the
    // simulated world until the next refresh, which is harmless.
    await storeAnchors(results.flatMap((r) => r.labels));
    return { ...summary, failed };
  };
}
