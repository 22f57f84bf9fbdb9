import type { FeedDocument } from '../../domain/labels/label-feed';
import { assertDocumentNotTooLarge } from '../../domain/labels/label-feed-guards';
import { assertPinnedBody, type FeedPins, pinOf, sha256Hex } from '../../domain/labels/label-feed-pins';
import { type LabelFeed, type RemoteDocument, rawGitHubUrl } from '../../domain/labels/label-feeds';

/**
 * Downloads a feed's documents: the refresh at their pinned commits, each body checked against
 * its pinned hash (label-feed-pins.ts); the pin script at a commit it resolved from the followed
 * branch. Any failure of a required document fails the feed, so a half-downloaded feed never
 * replaces a complete one. A document larger than its feed's guard (label-feed-guards.ts) is cut
 * off while it streams, so a runaway download never fills memory.
 */
export class FeedDownloadError extends Error {
  override name = 'FeedDownloadError';
}

export const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The body's bytes, refused as soon as more arrive than the feed allows. */
async function boundedBytes(feed: LabelFeed, url: string, response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) assertDocumentNotTooLarge(feed.id, url, declared);
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    try {
      assertDocumentNotTooLarge(feed.id, url, bytes);
    } catch (error) {
      await reader.cancel();
      throw error;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** One document's body; undefined when the URL answers 404 and `missingIsAbsent`. */
async function fetchDocument(
  fetchImpl: typeof fetch,
  feed: LabelFeed,
  url: string,
  timeoutMs: number,
  missingIsAbsent: boolean,
): Promise<Buffer | undefined> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404 && missingIsAbsent) return undefined;
  if (!response.ok) throw new FeedDownloadError(`${feed.id}: ${url} answered ${response.status}`);
  return boundedBytes(feed, url, response);
}

/** The refresh's download: every document at its pin, refused unless its body is the pinned one. */
export async function downloadPinnedFeed(
  fetchImpl: typeof fetch,
  feed: LabelFeed,
  pins: FeedPins | undefined,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<FeedDocument[]> {
  const documents = await Promise.all(
    feed.remote.map(async (remote): Promise<FeedDocument | undefined> => {
      const pin = pinOf(feed.id, pins, remote);
      if ('absent' in pin) return undefined;
      // A pinned document exists at its commit: a 404 there is a failure, optional or not.
      const body = (await fetchDocument(fetchImpl, feed, pin.url, timeoutMs, false))!;
      assertPinnedBody(feed.id, pin, sha256Hex(body));
      return { role: remote.role, name: pin.url, text: body.toString('utf8') };
    }),
  );
  return documents.filter((d): d is FeedDocument => d !== undefined);
}

/** A document read at a commit, with the hash a pin of it records; no body: absent there. */
export interface CommitDocument {
  readonly remote: RemoteDocument;
  readonly url: string;
  readonly body?: { readonly text: string; readonly sha256: string };
}

/** The pin script's download: every document of a feed at the given commit of its repository. */
export async function downloadFeedAtCommit(
  fetchImpl: typeof fetch,
  feed: LabelFeed,
  commitOf: (remote: RemoteDocument) => string,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<CommitDocument[]> {
  return Promise.all(
    feed.remote.map(async (remote): Promise<CommitDocument> => {
      const url = rawGitHubUrl(remote.repo, commitOf(remote), remote.path);
      const body = await fetchDocument(fetchImpl, feed, url, timeoutMs, remote.optional === true);
      return body === undefined
        ? { remote, url }
        : { remote, url, body: { text: body.toString('utf8'), sha256: sha256Hex(body) } };
    }),
  );
}
