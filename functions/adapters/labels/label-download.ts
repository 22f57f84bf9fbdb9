import type { FeedDocument } from '../../domain/labels/label-feed';
import type { LabelFeed } from '../../domain/labels/label-feeds';

/**
 * Downloads a feed's documents from their canonical sources (label-feeds.ts). Any failure of a
 * required document fails the feed, so a half-downloaded feed never replaces a complete one; a
 * missing optional document (404) is left out.
 */
export class FeedDownloadError extends Error {
  override name = 'FeedDownloadError';
}

export const DOWNLOAD_TIMEOUT_MS = 60_000;

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
      return { role, name: url, text: await response.text() };
    }),
  );
  return documents.filter((d): d is FeedDocument => d !== undefined);
}
