import { z } from 'zod';
import { downloadFeedAtCommit, downloadPinnedFeed } from '../../functions/adapters/labels/label-download';
import type { AddressLabel } from '../../functions/domain/labels/address-label';
import type { FeedDocument } from '../../functions/domain/labels/label-feed';
import { type FeedLabelDiff, feedLabelDiff } from '../../functions/domain/labels/label-feed-diff';
import {
  checkDocumentSizes,
  checkShrink,
  countLabelSlots,
  FeedRefusedError,
} from '../../functions/domain/labels/label-feed-guards';
import {
  type FeedPins,
  type LabelFeedPins,
  type PinnedDocument,
  pinnedDateOf,
} from '../../functions/domain/labels/label-feed-pins';
import type { LabelFeed, RemoteDocument } from '../../functions/domain/labels/label-feeds';

/**
 * The work of `npm run labels:pin` (scripts/labels/pin.ts): for each downloaded feed,
 * 1. resolve the head commit of every branch the feed follows (GitHub's commits API);
 * 2. download its documents at that commit, and at the current pins (checked against them);
 * 3. parse both and diff the labels (label-feed-diff.ts), and say whether the refresh's guards
 *    would accept the head against the current pins' labels;
 * 4. propose the new pins: the head's URLs, body hashes and commit date. A feed whose bodies are
 *    all unchanged keeps its pins (no churn in the reviewed file).
 * Nothing is written here; the caller prints the review and writes the pins.
 */
export interface HeadCommit {
  readonly sha: string;
  /** YYYY-MM-DD (UTC) of the commit: the source date of the labels it pins. */
  readonly date: string;
}

const commitSchema = z.object({
  sha: z.string().regex(/^[0-9a-f]{40}$/),
  commit: z.object({ committer: z.object({ date: z.string().datetime({ offset: true }) }) }),
});

export const GITHUB_API = 'https://api.github.com';

/** The head commit of a branch of a public GitHub repository. */
export async function resolveHead(
  fetchImpl: typeof fetch,
  repo: string,
  branch: string,
): Promise<HeadCommit> {
  const response = await fetchImpl(`${GITHUB_API}/repos/${repo}/commits/${encodeURIComponent(branch)}`, {
    headers: { accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${repo}@${branch}: GitHub answered ${response.status}`);
  const { sha, commit } = commitSchema.parse(await response.json());
  return { sha, date: new Date(commit.committer.date).toISOString().slice(0, 10) };
}

export interface FeedReview {
  readonly feed: LabelFeed['id'];
  /** The commits the head was read at, by `repo@branch`. */
  readonly heads: Readonly<Record<string, string>>;
  readonly unchanged: boolean;
  /** Why the current pins could not be read (their labels then count as none). */
  readonly pinnedError?: string;
  readonly diff: FeedLabelDiff;
  /** The guard the refresh would refuse the new pins by, and why; none: it would accept them. */
  readonly refusedBy?: { readonly reason: FeedRefusedError['reason']; readonly message: string };
}

export interface PinRun {
  readonly pins: LabelFeedPins;
  readonly reviews: readonly FeedReview[];
}

const branchKey = (remote: RemoteDocument) => `${remote.repo}@${remote.branch}`;

async function parsePinned(
  fetchImpl: typeof fetch,
  feed: LabelFeed,
  pins: FeedPins | undefined,
): Promise<{ labels: AddressLabel[]; error?: string }> {
  try {
    const documents = await downloadPinnedFeed(fetchImpl, feed, pins);
    return { labels: feed.parse(documents, pinnedDateOf(feed, pins)).labels };
  } catch (error) {
    return { labels: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export async function pinFeeds({
  fetchImpl,
  feeds,
  pins,
}: {
  readonly fetchImpl: typeof fetch;
  readonly feeds: readonly LabelFeed[];
  readonly pins: LabelFeedPins;
}): Promise<PinRun> {
  const heads = new Map<string, Promise<HeadCommit>>();
  const headOf = (remote: RemoteDocument) => {
    const key = branchKey(remote);
    if (!heads.has(key)) heads.set(key, resolveHead(fetchImpl, remote.repo, remote.branch));
    return heads.get(key)!;
  };
  const next: Record<string, FeedPins> = { ...pins };
  const reviews: FeedReview[] = [];
  for (const feed of feeds) {
    const resolved = new Map<string, HeadCommit>();
    for (const remote of feed.remote) resolved.set(branchKey(remote), await headOf(remote));
    const atHead = await downloadFeedAtCommit(
      fetchImpl,
      feed,
      (remote) => resolved.get(branchKey(remote))!.sha,
    );
    const proposed: Record<string, PinnedDocument> = {};
    for (const { remote, url, body } of atHead) {
      const { date } = resolved.get(branchKey(remote))!;
      proposed[remote.path] = body ? { url, sha256: body.sha256, date } : { url, absent: true, date };
    }
    const current = pins[feed.id];
    const unchanged = atHead.every(({ remote, body }) => {
      const pin = current?.[remote.path];
      return pin !== undefined && (body ? 'sha256' in pin && pin.sha256 === body.sha256 : 'absent' in pin);
    });
    const documents: FeedDocument[] = atHead.flatMap(({ remote, url, body }) =>
      body ? [{ role: remote.role, name: url, text: body.text }] : [],
    );
    const fresh = feed.parse(documents, pinnedDateOf(feed, proposed));
    const pinned = await parsePinned(fetchImpl, feed, current);
    let refusedBy: FeedReview['refusedBy'];
    try {
      checkDocumentSizes(
        feed.id,
        documents,
        (d) => !atHead.some((h) => h.url === d.name && h.remote.optional),
      );
      checkShrink(fresh, countLabelSlots(pinned.labels));
    } catch (error) {
      if (!(error instanceof FeedRefusedError)) throw error;
      refusedBy = { reason: error.reason, message: error.message };
    }
    if (!unchanged) next[feed.id] = proposed;
    reviews.push({
      feed: feed.id,
      heads: Object.fromEntries([...resolved].map(([key, head]) => [key, head.sha])),
      unchanged,
      ...(pinned.error ? { pinnedError: pinned.error } : {}),
      diff: feedLabelDiff(feed.id, pinned.labels, fresh.labels),
      ...(refusedBy ? { refusedBy } : {}),
    });
  }
  return { pins: next, reviews };
}
