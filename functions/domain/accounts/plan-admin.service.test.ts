import { fakeAccountWorld } from '../../testing/account-fakes';
import { AppError } from '../app-error';
import { createAccountService } from './account.service';
import { createPlanAdminService } from './plan-admin.service';

const email = 'ann@example.com';

async function registeredWorld() {
  const world = fakeAccountWorld();
  const accounts = createAccountService(world.deps);
  world.deliverWith(accounts.deliverVerificationMail);
  await accounts.sendVerificationCode(email, 'register', 'en-US', '203.0.113.7');
  await accounts.register({ email, verify_code: world.lastCode(email)!, password: 'b'.repeat(64) });
  const admin = createPlanAdminService({ accounts: world.deps.accounts, clock: world.deps.clock });
  return { world, accounts, admin, userId: world.users.get(email)!.sub };
}

describe('plan admin (npm run plan:set)', () => {
  it('puts an account on a paid plan with its grant from now', async () => {
    const { accounts, admin, userId } = await registeredWorld();

    const { plan } = await admin.setPlan({ email: ' Ann@Example.com ', plan: 'advanced' });

    expect(plan).toMatchObject({ packageType: 2, queryQuota: 1500, usedQueryQuota: 0, creditPeriod: 'P0' });
    expect(await accounts.getUserPackage(userId)).toMatchObject({
      package_type: 2,
      query_quota: 1500,
      monitor_address_count: 10,
    });
  });

  it('gives the credits the operator names instead of the grant', async () => {
    const { accounts, admin, userId } = await registeredWorld();

    await admin.setPlan({ email, plan: 'enterprise', credits: 25_000 });

    expect(await accounts.getUserPackage(userId)).toMatchObject({ package_type: 4, query_quota: 25_000 });
  });

  it('answers not_found for an e-mail without an account and refuses odd credits', async () => {
    const { admin } = await registeredWorld();

    await expect(admin.setPlan({ email: 'nobody@example.com', plan: 'basic' })).rejects.toEqual(
      new AppError('not_found'),
    );
    await expect(admin.setPlan({ email, plan: 'basic', credits: -5 })).rejects.toThrow(RangeError);
  });
});
