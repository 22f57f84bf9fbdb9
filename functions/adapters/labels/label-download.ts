import type { FeedDocument } from '../../domain/labels/label-feed';
import { assertDocumentNotTooLarge } from '../../domain/labels/label-feed-guards';
import type { LabelFeed } from '../../domain/labels/label-feeds';

/**
 * Downloads a feed's documents from their canonical sources (label-feeds.ts). Any failure of a
 * required document fails the feed, so a half-downloaded feed never replaces a complete one; a
 * missing optional document (404) is left out. A document larger than its feed's guard
 * (label-feed-guards.ts) is cut off while it streams, so a runaway download never fills memory.
 */
export class FeedDownloadError extends Error {
  override name = 'FeedDownloadError';
}

export const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The body as text, refused as soon as more bytes arrive than the feed allows. */
async function boundedText(feed: LabelFeed, url: string, response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) assertDocumentNotTooLarge(feed.id, url, declared);
  if (!response.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}

export async function downloadFeedDocuments(
  fetchImpl: typeof fetch,
  feed: LabelFeed,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<FeedDocument[]> {
  const documents = await Promise.all(
    feed.remote.map(async ({ role, url, optional }): Promise<FeedDocument | undefined> => {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404 && optional) return undefined;
      if (!response.ok) throw new FeedDownloadError(`${feed.id}: ${url} answered ${response.status}`);
      return { role, name: url, text: await boundedText(feed, url, response) };
    }),
  );
  return documents.filter((d): d is FeedDocument => d !== undefined);
}
