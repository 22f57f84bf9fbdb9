import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FeedId, SourceDateOf } from './label-feed';
import { FeedRefusedError } from './label-feed-guards';
import committedPins from './label-feed-pins.json';
import type { LabelFeed, RemoteDocument } from './label-feeds';

/**
 * The pins of the downloaded label feeds: for every document of a feed (by its path in the
 * followed repository, label-feeds.ts `remote`), the immutable URL the refresh downloads (a
 * commit in the URL, never a branch), the SHA-256 of the body reviewed at that commit, and the
 * commit's date (the labels' source date). The feeds' branch heads move whenever their
 * maintainers (or whoever takes over their accounts) push; a pin moves only when an operator
 * has run `npm run labels:pin`, read its diff of label changes, and committed the new pins.
 * A body whose hash differs from its pin is refused, its feed keeps its previous labels.
 *
 * label-feed-pins.json is written by that script (scripts/labels/pin.ts); the first pins are the
 * commits of the snapshots in ../shared/data/labels (each folder's PROVENANCE.md), hashed from
 * those files. Where the canonical repository's commit of a snapshot is unknown, the pin names the
 * repository the snapshot was taken from: OFAC's asset lists other than TRX and ETH from the
 * brave-intl fork (its lists branch), the MEW darklist from the myvaporwallet fork (the list has
 * not changed since 2018); the next `labels:pin` moves them to the followed repositories.
 */
const immutableUrlSchema = z
  .string()
  .regex(
    /^https:\/\/raw\.githubusercontent\.com\/[\w.-]+\/[\w.-]+\/[0-9a-f]{40}\/\S+$/,
    'a raw.githubusercontent.com URL at a full commit id',
  );
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const pinnedDocumentSchema = z.union([
  z.strictObject({ url: immutableUrlSchema, sha256: z.string().regex(/^[0-9a-f]{64}$/), date: daySchema }),
  /** An optional document missing at the pinned commit: not downloaded. */
  z.strictObject({ url: immutableUrlSchema, absent: z.literal(true), date: daySchema }),
]);
export type PinnedDocument = z.infer<typeof pinnedDocumentSchema>;

/** A feed's pins, by the document's path in the followed repository. */
export type FeedPins = Readonly<Record<string, PinnedDocument>>;
export type LabelFeedPins = Readonly<Partial<Record<FeedId, FeedPins>>>;

export const labelFeedPinsSchema = z.record(z.string(), z.record(z.string(), pinnedDocumentSchema));

/** The committed pins; parsed once when the module loads, so a malformed file fails the cold start. */
export const labelFeedPins: LabelFeedPins = labelFeedPinsSchema.parse(committedPins) as LabelFeedPins;

export const sha256Hex = (body: Uint8Array | string): string =>
  createHash('sha256').update(body).digest('hex');

/** The pin of one of a feed's documents; a document without one is refused. */
export function pinOf(feed: FeedId, pins: FeedPins | undefined, document: RemoteDocument): PinnedDocument {
  const pin = pins?.[document.path];
  if (!pin)
    throw new FeedRefusedError(feed, 'unpinned', `${document.path} has no pin (npm run labels:pin)`, {
      document: document.path,
    });
  return pin;
}

/** Refuses a downloaded body that is not the one pinned (`sha256`: of the bytes as received). */
export function assertPinnedBody(feed: FeedId, pin: PinnedDocument, sha256: string): void {
  if ('absent' in pin) return;
  if (sha256 !== pin.sha256)
    throw new FeedRefusedError(feed, 'pin_mismatch', `${pin.url} is not the body pinned for it`, {
      document: pin.url,
      expected: pin.sha256,
      received: sha256,
    });
}

/**
 * A pinned feed's source date per document role: its commit's date (the latest, should a role's
 * documents be pinned at different commits).
 */
export const pinnedDateOf =
  (feed: LabelFeed, pins: FeedPins | undefined): SourceDateOf =>
  (role) => {
    const dates = feed.remote
      .filter((document) => document.role === role)
      .map((document) => pins?.[document.path]?.date)
      .filter((date): date is string => date !== undefined)
      .sort();
    const latest = dates.at(-1);
    if (!latest) throw new Error(`No pinned date for ${feed.id}/${role}`);
    return latest;
  };
