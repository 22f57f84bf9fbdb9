import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createAccountRepository } from '../../functions/adapters/dynamodb/account.repository';
import { CREDIT_ENTRY_PREFIX } from '../../functions/adapters/dynamodb/entities/credit-entry';
import { newNormalPlan } from '../../functions/domain/accounts/plan-credits';
import { localStack } from '../../functions/testing/local-stack';

/** `npm run plan:set` against the test stack: the change lands through the ledger, as a move. */
const { env, config, ddb } = localStack();
const accounts = createAccountRepository(ddb, config.TABLE_NAME);
const run = promisify(execFile);

const planSet = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin/set-plan.ts', ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
  });

describe('npm run plan:set', () => {
  it('puts an account on a plan and records the change in its ledger', async () => {
    // Prepare: an account as register leaves it.
    const userId = `plan-set-${randomUUID()}`;
    const email = `${userId}@example.com`;
    const now = Math.floor(Date.now() / 1000);
    await accounts.createAccount({ userId, email, createdAt: now }, newNormalPlan(now));

    // Act
    const { stdout } = await planSet(email.toUpperCase(), 'professional', '777');

    // Assess
    expect(stdout).toContain(`${email} is now on professional with 777 credits`);
    expect(await accounts.getPlan(userId)).toMatchObject({
      packageType: 3,
      queryQuota: 777,
      usedQueryQuota: 0,
      monitorAddressCount: 30,
      creditPeriod: 'P0',
    });
    const { Items } = await ddb.send(
      new QueryCommand({
        TableName: config.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': CREDIT_ENTRY_PREFIX },
      }),
    );
    expect(Items?.map((entry) => entry.move).sort()).toEqual(['account_opened', 'plan_change']);
  });

  it('says so when the e-mail has no account', async () => {
    await expect(planSet(`nobody-${randomUUID()}@example.com`, 'basic')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account for'),
    });
  });
});
