import { createAwsClients } from '../../functions/platform/aws-clients';
import { scriptConfig } from '../local/support/local-config';
import { checkCreditBooks, describeCheck } from './credit-books';

/**
 * `npm run credits:check [-- <user id>…]`: reads the ledger and the balances and prints every
 * account whose moves do not add up to its balance, and every counter outside its bounds
 * (functions/domain/credits/reconciliation.ts); exits 1 if there is any. Runs against the
 * `npm start` stack (on DYNAMODB_PORT if it was moved) unless TABLE_NAME / DYNAMODB_ENDPOINT say
 * otherwise.
 */
const config = scriptConfig(process.env, 'credits-check');
const users = process.argv.slice(2);
const result = await checkCreditBooks(
  createAwsClients(config).ddb,
  config.TABLE_NAME,
  users.length ? new Set(users) : undefined,
);
console.log(describeCheck(result));
process.exit(result.discrepancies.length === 0 ? 0 : 1);
