import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { tableDesign } from '../../functions/platform/resource-design';
import { defaultPorts } from '../local/support/ports';
import { checkCreditBooks, describeCheck } from './credit-books';

/**
 * `npm run credits:check [-- <user id>…]`: reads the ledger and the balances and prints every
 * account whose moves do not add up to its balance, and every counter outside its bounds
 * (functions/domain/credits/reconciliation.ts); exits 1 if there is any. Runs against the
 * `npm start` stack unless TABLE_NAME / DYNAMODB_ENDPOINT say otherwise.
 */
const config = parseConfig({
  TABLE_NAME: tableDesign.name,
  // Only the table is read; the configuration still wants a pool and a sender on paper.
  USER_POOL_ID: 'unused-by-credits-check',
  USER_POOL_CLIENT_ID: 'unused-by-credits-check',
  MAIL_FROM: 'unused-by-credits-check@wallet-risk.local',
  LOG_LEVEL: 'warn',
  ...(process.env.STAGE === 'aws' ? {} : { DYNAMODB_ENDPOINT: `http://127.0.0.1:${defaultPorts.dynamodb}` }),
  ...process.env,
});
const users = process.argv.slice(2);
const result = await checkCreditBooks(
  createAwsClients(config).ddb,
  config.TABLE_NAME,
  users.length ? new Set(users) : undefined,
);
console.log(describeCheck(result));
process.exit(result.discrepancies.length === 0 ? 0 : 1);
