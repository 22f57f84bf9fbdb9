import type { AddressLabel } from '../domain/labels/address-label';
import type { LabelRepository } from '../domain/labels/label.ports';
import type { FeedDocument, FeedParseResult } from '../domain/labels/label-feed';
import {
  checkDocumentSizes,
  checkShrink,
  countStoredLabels,
  FeedRefusedError,
} from '../domain/labels/label-feed-guards';
import {
  type FeedPins,
  type LabelFeedPins,
  labelFeedPins,
  pinnedDateOf,
} from '../domain/labels/label-feed-pins';
import { downloadedFeeds, type LabelFeed } from '../domain/labels/label-feeds';
import { type StoreSummary, storeLabelFeeds } from '../domain/labels/label-store.service';
import type { RiskLabelChange } from '../domain/labels/risk-label-changes';
import type { Logger } from '../platform/logger';
import { alarmedLogEvents } from '../platform/resource-design';

/**
 * The scheduled label refresh on AWS (data/README.md): downloads every feed from its canonical
 * source, parses it with the same parsers as the seed import, writes the labels and refreshes
 * the screening snapshots. A feed that fails to download keeps its previous labels (the store
 * merges per feed); the run fails only when no feed could be refreshed at all.
 * The feeds' repositories move, so the refresh downloads each document at its pinned commit and
 * refuses a body whose hash is not the pinned one (label-feed-pins.ts; the pins move with
 * `npm run labels:pin` after a review); what passes goes through the supply-chain guards too
 * (label-feed-guards.ts: document sizes, a floor on how far the feed's label count may shrink,
 * no drop of sanctioned entries) before it may replace the stored feed. A refused feed keeps its
 * previous labels like a failed one, and is reported under `refused`.
 * Downloaded feeds are dated by their pinned commits: that is the snapshot they are. Feeds with
 * no download (label-feeds.ts `remote`) are left as the import stored them.
 * With `enabled` false (config LABEL_REFRESH; off on the local stack, whose seed imports the
 * files in ../shared/data/labels and which cannot reach the feeds' hosts) a run does nothing.
 */
export interface LabelRefreshDeps {
  /** Downloads a feed's documents at their pins (adapters/labels/label-download.ts). */
  readonly download: (feed: LabelFeed, pins: FeedPins | undefined) => Promise<FeedDocument[]>;
  /** Chooses and stores the simulated world's anchors from the labels (adapters/labels/simulation-anchors.ts). */
  readonly storeAnchors: (labels: readonly AddressLabel[]) => Promise<void>;
  readonly repository: LabelRepository;
  readonly log: Logger;
  readonly feeds?: readonly LabelFeed[];
  /** Default: the committed pins (label-feed-pins.json). */
  readonly pins?: LabelFeedPins;
  /** False: every run is skipped (and says so); default true. */
  readonly enabled?: boolean;
  /** The re-screen queue: the addresses this run gave a risk category they did not carry. */
  readonly onRiskLabelsAdded?: (changes: readonly RiskLabelChange[]) => Promise<void>;
}

export interface RefusedFeed {
  readonly feed: string;
  readonly reason: FeedRefusedError['reason'];
  readonly error: string;
  readonly numbers: FeedRefusedError['numbers'];
}

export interface RefreshSummary extends StoreSummary {
  readonly failed: { readonly feed: string; readonly error: string }[];
  /** Downloaded but refused by the supply-chain guards; their previous labels are kept. */
  readonly refused: RefusedFeed[];
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
  feeds = downloadedFeeds,
  pins = labelFeedPins,
  enabled = true,
  onRiskLabelsAdded,
}: LabelRefreshDeps): () => Promise<RefreshSummary | SkippedRefresh> {
  return async () => {
    if (!enabled) {
      log.info('label refresh is off (LABEL_REFRESH); the labels stay as they are');
      return { skipped: true };
    }
    const failed: RefreshSummary['failed'] = [];
    const refused: RefreshSummary['refused'] = [];
    const stored = await countStoredLabels(repository);
    const downloaded = await Promise.all(
      feeds.map(async (feed): Promise<FeedParseResult | undefined> => {
        try {
          const feedPins = pins[feed.id];
          const documents = await download(feed, feedPins);
          const optional = new Set(feed.remote.filter((r) => r.optional).map((r) => feedPins?.[r.path]?.url));
          checkDocumentSizes(feed.id, documents, (document) => !optional.has(document.name));
          const result = feed.parse(documents, pinnedDateOf(feed, feedPins));
          checkShrink(result, stored);
          return result;
        } catch (error) {
          if (error instanceof FeedRefusedError) {
            // `event` is what the stage's alarm matches (infra/lib/constructs/label-refresh.ts).
            log.error('label feed refused by its supply-chain guard; its previous labels are kept', {
              event: alarmedLogEvents.labelFeedRefused,
              feed: feed.id,
              reason: error.reason,
              ...error.numbers,
              error,
            });
            refused.push({
              feed: feed.id,
              reason: error.reason,
              error: error.message,
              numbers: error.numbers,
            });
            return undefined;
          }
          log.error('label feed refresh failed; its previous labels are kept', { feed: feed.id, error });
          failed.push({ feed: feed.id, error: error instanceof Error ? error.message : String(error) });
          return undefined;
        }
      }),
    );
    const results = downloaded.filter((r): r is FeedParseResult => r !== undefined);
    if (results.length === 0)
      throw new LabelRefreshError(
        `No label feed could be refreshed (${failed.length} failed, ${refused.length} refused)`,
      );
    const summary = await storeLabelFeeds(results, {
      repository,
      log,
      ...(onRiskLabelsAdded ? { onRiskLabelsAdded } : {}),
    });
    // Anchors from what was refreshed: a feed that failed keeps its labels but drops out of the
    // simulated world until the next refresh, which is harmless.
    await storeAnchors(results.flatMap((r) => r.labels));
    return { ...summary, failed, refused };
  };
}
