import { AppError } from '../../functions/domain/app-error';
import { createContainer } from '../../functions/platform/container';
import { plans } from '../../shared/constants/plans';
import { scriptConfig } from '../local/support/local-config';

/**
 * `npm run plan:set -- <email> <plan> [credits]`: puts a user on a plan (normal, basic,
 * advanced, professional, enterprise) with its grant, or the given credits, from today, through
 * the plan-admin use case (functions/domain/accounts/plan-admin.service.ts), so the balance moves
 * through the credit ledger like every other move. Billing is outside this product, so this is
 * how an operator (or a demo on the local stack) changes a plan. Runs against the `npm start`
 * stack (on DYNAMODB_PORT if it was moved) unless TABLE_NAME / DYNAMODB_ENDPOINT say otherwise.
 */
const [emailArg, planArg, creditsArg] = process.argv.slice(2);
const plan = plans.find((p) => p.key === planArg);
if (!emailArg || !plan || (creditsArg !== undefined && !/^\d+$/.test(creditsArg))) {
  console.error(
    'usage: npm run plan:set -- <email> <normal|basic|advanced|professional|enterprise> [credits]',
  );
  process.exit(2);
}
const config = scriptConfig(process.env, 'plan-set');
try {
  const { email, plan: started } = await createContainer(config).accounts.planAdmin.setPlan({
    email: emailArg,
    plan: plan.key,
    ...(creditsArg !== undefined ? { credits: Number(creditsArg) } : {}),
  });
  console.log(`${email} is now on ${plan.key} with ${started.queryQuota} credits`);
} catch (error) {
  if (!(error instanceof AppError && error.code === 'not_found')) throw error;
  console.error(`No account for ${emailArg}`);
  process.exit(1);
}
