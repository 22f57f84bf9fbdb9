import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { labelFeedPins } from '../../functions/domain/labels/label-feed-pins';
import { downloadedFeeds } from '../../functions/domain/labels/label-feeds';
import { type FeedReview, pinFeeds } from './pin-feeds';

/**
 * `npm run labels:pin [--dry-run] [feed …]`: moves the label feeds' pins
 * (functions/domain/labels/label-feed-pins.json) to the heads of the branches they follow, after
 * printing what that changes per feed: labels gained and lost per chain and category with a
 * sample, the addresses made riskier, and whether the refresh's guards would accept it. Review
 * the output and `git diff` of the pins, then commit and deploy: the next daily refresh loads the
 * new pins. `--dry-run` writes nothing; naming feeds moves only those. Reads the public internet
 * (raw.githubusercontent.com and GitHub's API, unauthenticated: a few calls per run).
 */
const PINS_FILE = fileURLToPath(
  new URL('../../functions/domain/labels/label-feed-pins.json', import.meta.url),
);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const named = args.filter((a) => !a.startsWith('--'));
const unknown = named.filter((id) => !downloadedFeeds.some((f) => f.id === id));
if (unknown.length > 0) {
  console.error(
    `Not a downloaded feed: ${unknown.join(', ')} (${downloadedFeeds.map((f) => f.id).join(', ')})`,
  );
  process.exit(2);
}
const feeds = named.length > 0 ? downloadedFeeds.filter((f) => named.includes(f.id)) : downloadedFeeds;

function print(review: FeedReview): void {
  const { diff } = review;
  console.log(
    `\n${review.feed}: ${review.unchanged ? 'unchanged' : `${diff.before} → ${diff.after} labels`}`,
  );
  for (const [branch, sha] of Object.entries(review.heads)) console.log(`  head ${branch} ${sha}`);
  if (review.pinnedError) console.log(`  current pins unreadable: ${review.pinnedError}`);
  for (const change of diff.changes) {
    console.log(
      `  ${change.chain.padEnd(8)} ${change.category.padEnd(18)} +${change.added} -${change.removed}`,
    );
    if (change.sampleAdded.length > 0) console.log(`    + ${change.sampleAdded.join(' ')}`);
    if (change.sampleRemoved.length > 0) console.log(`    - ${change.sampleRemoved.join(' ')}`);
  }
  if (diff.riskRaised.length > 0)
    console.log(
      `  made riskier: ${diff.riskRaised.length} (${diff.riskRaised
        .slice(0, 5)
        .map((c) => `${c.chain}:${c.address} ${c.category}`)
        .join(', ')})`,
    );
  if (review.refusedBy)
    console.log(
      `  the refresh would REFUSE this (${review.refusedBy.reason}: ${review.refusedBy.message}); after a look, import it by hand (npm run labels:import)`,
    );
}

try {
  const { pins, reviews } = await pinFeeds({ fetchImpl: fetch, feeds, pins: labelFeedPins });
  for (const review of reviews) print(review);
  const moved = reviews.filter((r) => !r.unchanged).map((r) => r.feed);
  if (moved.length === 0) console.log('\nEvery pin is at its head: nothing to write.');
  else if (dryRun) console.log(`\n--dry-run: the pins of ${moved.join(', ')} would move; nothing written.`);
  else {
    await writeFile(PINS_FILE, `${JSON.stringify(pins, null, 2)}\n`);
    console.log(
      `\nWrote the new pins of ${moved.join(', ')} to ${PINS_FILE}: review git diff, commit, deploy.`,
    );
  }
} catch (error) {
  console.error(`Pinning failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
