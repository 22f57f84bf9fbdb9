import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { tableDesign } from '../../functions/platform/resource-design';
import { defaultPorts } from '../local/support/ports';
import { addHistoryCountsOnce, countHistories } from './history-counts';

/**
 * `npm run history:backfill -- <when the counting code went live, ISO 8601>`: once per stage that
 * held queries before query/create kept the history counters (docs/deploy.md, "Upgrading a
 * stage"). Counts the queries created before that moment and adds them to the counters, each
 * once, while the API keeps serving: the creates after it count themselves. Runs against the
 * `npm start` stack unless STAGE=aws (with TABLE_NAME set) or DYNAMODB_ENDPOINT say otherwise.
 */
const [cutoffArg] = process.argv.slice(2);
const cutoffMs = cutoffArg === undefined ? Number.NaN : Date.parse(cutoffArg);
if (!Number.isFinite(cutoffMs) || cutoffMs > Date.now()) {
  console.error(
    'usage: npm run history:backfill -- <ISO 8601 time the counting code went live, not in the future>',
  );
  process.exit(2);
}
const config = parseConfig({
  TABLE_NAME: tableDesign.name,
  // Only the table is touched.
  USER_POOL_ID: 'unused-by-backfill',
  USER_POOL_CLIENT_ID: 'unused-by-backfill',
  MAIL_FROM: 'unused-by-backfill@wallet-risk.local',
  ...(process.env.STAGE === 'aws' ? {} : { DYNAMODB_ENDPOINT: `http://127.0.0.1:${defaultPorts.dynamodb}` }),
  ...process.env,
});
const { ddb } = createAwsClients(config);
const { users, addresses } = await countHistories(ddb, config.TABLE_NAME, cutoffMs);
const addedUsers = await addHistoryCountsOnce(ddb, config.TABLE_NAME, users, cutoffMs);
const addedAddresses = await addHistoryCountsOnce(ddb, config.TABLE_NAME, addresses, cutoffMs);
console.log(
  `history counters before ${new Date(cutoffMs).toISOString()}: ${addedUsers} of ${users.size} users and ${addedAddresses} of ${addresses.size} addresses added (the rest were done already)`,
);
