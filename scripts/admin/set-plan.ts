import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { periodKey } from '../../functions/domain/accounts/plan-credits';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { tableDesign } from '../../functions/platform/resource-design';
import { plans } from '../../shared/constants/plans';
import { normalizeEmail } from '../../shared/rules/account-rules';
import { defaultPorts } from '../local/support/ports';

/**
 * `npm run plan:set -- <email> <plan> [credits]`: puts a user on a plan (normal, basic,
 * advanced, professional, enterprise) with its grant, or the given credits, from today. Billing
 * is outside this product, so this is how an operator (or a demo on the local stack) changes a
 * plan. Runs against the `npm start` stack unless TABLE_NAME / DYNAMODB_ENDPOINT say otherwise.
 */
const [emailArg, planArg, creditsArg] = process.argv.slice(2);
const plan = plans.find((p) => p.key === planArg);
if (!emailArg || !plan || (creditsArg !== undefined && !/^\d+$/.test(creditsArg))) {
  console.error(
    'usage: npm run plan:set -- <email> <normal|basic|advanced|professional|enterprise> [credits]',
  );
  process.exit(2);
}
const config = parseConfig({
  TABLE_NAME: tableDesign.name,
  USER_POOL_ID: 'unused-by-plan-set',
  USER_POOL_CLIENT_ID: 'unused-by-plan-set',
  ...(process.env.STAGE === 'aws' ? {} : { DYNAMODB_ENDPOINT: `http://127.0.0.1:${defaultPorts.dynamodb}` }),
  ...process.env,
});
const { ddb } = createAwsClients(config);
const email = normalizeEmail(emailArg);
const { Item: owner } = await ddb.send(
  new GetCommand({ TableName: config.TABLE_NAME, Key: keys.emailOwner(email) }),
);
if (!owner) {
  console.error(`No account for ${email}`);
  process.exit(1);
}
const now = Math.floor(Date.now() / 1000);
const credits = creditsArg === undefined ? (plan.credits ?? 0) : Number(creditsArg);
const day = 86_400;
const endAt =
  plan.creditPeriod === 'month' ? now + 30 * day : plan.creditPeriod === 'contract' ? now + 365 * day : null;
await ddb.send(
  new UpdateCommand({
    TableName: config.TABLE_NAME,
    Key: keys.userPlan(owner.user_id as string),
    UpdateExpression:
      'SET package_type = :type, begin_at = :now, end_at = :end, query_quota = :credits, used_query_quota = :zero, monitor_address_count = :free, credit_period = :period',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: {
      ':type': plan.packageType,
      ':now': now,
      ':end': endAt,
      ':credits': credits,
      ':zero': 0,
      ':free': plan.freeMonitoredAddresses,
      ':period': periodKey({ packageType: plan.packageType, beginAt: now }, now),
    },
  }),
);
console.log(`${email} is now on ${plan.key} with ${credits} credits`);
