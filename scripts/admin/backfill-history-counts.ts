import { createAwsClients } from '../../functions/platform/aws-clients';
import { scriptConfig } from '../local/support/local-config';
import { addHistoryCountsOnce, countHistories } from './history-counts';

/**
 * `npm run history:backfill -- <when the counting code went live, ISO 8601>`: once per stage that
 * held queries before query/create kept the history counters (docs/deploy.md, "Upgrading a
 * stage"). Counts the queries created before that moment and adds them to the counters, each
 * once, while the API keeps serving: the creates after it count themselves. Runs against the
 * `npm start` stack (on DYNAMODB_PORT if it was moved) unless STAGE=aws (with TABLE_NAME set) or
 * DYNAMODB_ENDPOINT say otherwise.
 */
const [cutoffArg] = process.argv.slice(2);
const cutoffMs = cutoffArg === undefined ? Number.NaN : Date.parse(cutoffArg);
if (!Number.isFinite(cutoffMs) || cutoffMs > Date.now()) {
  console.error(
    'usage: npm run history:backfill -- <ISO 8601 time the counting code went live, not in the future>',
  );
  process.exit(2);
}
const config = scriptConfig(process.env, 'backfill');
const { ddb } = createAwsClients(config);
const { users, addresses } = await countHistories(ddb, config.TABLE_NAME, cutoffMs);
const addedUsers = await addHistoryCountsOnce(ddb, config.TABLE_NAME, users, cutoffMs);
const addedAddresses = await addHistoryCountsOnce(ddb, config.TABLE_NAME, addresses, cutoffMs);
console.log(
  `history counters before ${new Date(cutoffMs).toISOString()}: ${addedUsers} of ${users.size} users and ${addedAddresses} of ${addresses.size} addresses added (the rest were done already)`,
);
