import { randomUUID } from 'node:crypto';
import { createCreditLedger } from '../../functions/adapters/dynamodb/credit-ledger';
import { startPlan } from '../../functions/domain/accounts/plan-credits';
import { creditMoves } from '../../functions/domain/credits/credit-moves';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import type { LocalStack } from '../local/stack';
import { measureLatency } from './measure';

/**
 * The one commit path of credits against DynamoDB Local: a push's charge (read the plan and the
 * move key, decide, one transaction) one at a time, and the same for one user at 10 at once, where
 * every commit but one per round finds the plan moved and decides again. Different users never
 * contend; one user's moves land one after another, and this is their rate.
 */
export async function benchCreditLedger(stack: LocalStack): Promise<void> {
  const config = parseConfig(stack.env);
  const { ddb } = createAwsClients(config);
  const ledger = createCreditLedger(ddb, config.TABLE_NAME);
  const userWith = async (credits: number) => {
    const userId = `bench-ledger-${randomUUID()}`;
    await ledger.commit([
      {
        kind: 'move',
        userId,
        move: creditMoves.openAccount(startPlan(4, 1_800_000_000, credits)),
        atMs: Date.now(),
      },
    ]);
    return userId;
  };
  const pushes = async (userId: string) => {
    let n = 0;
    return async () => {
      const outcome = await ledger.commit([
        { kind: 'move', userId, move: creditMoves.alertPush(`bench-${n++}`), atMs: Date.now() },
      ]);
      if (outcome.status !== 'applied') throw new Error(`push ${outcome.status}`);
    };
  };
  console.log('\ncredit ledger (DynamoDB Local): one commit = 2 consistent reads + 1 transaction');
  for (const concurrency of [1, 10]) {
    const report = await measureLatency(await pushes(await userWith(10_000)), { requests: 200, concurrency });
    console.log(
      `  one user, ${String(concurrency).padStart(2)} at once: p50 ${report.p50Ms.toFixed(1)} ms, p99 ${report.p99Ms.toFixed(1)} ms, ${report.perSecond.toFixed(0)} moves/s`,
    );
  }
}
