import fc from 'fast-check';
import { createInMemoryLedger } from '../../testing/in-memory-ledger';
import { monitorRecord } from '../../testing/monitor-records';
import { pendingQuery } from '../../testing/query-records';
import { startPlan } from '../accounts/plan-credits';
import { createMonitorCredits } from '../monitoring/monitor-credits';
import type { QueryRecord } from '../queries/query.ports';
import { createQueryCredits } from '../queries/query-credits';
import { creditMoves } from './credit-moves';

/**
 * The ledger's invariants, for any interleaving of what the product does with credits: query
 * creates (holds), extra holds, settlements and refunds, screenings, monitored addresses added
 * and removed (free within the allowance, paid beyond), and alert pushes, each possibly retried.
 *
 * After every step: the balance is never negative, equals the sum of the entries' deltas and is
 * the last entry's balance; entries are numbered 1…n without gaps; the running queries stay
 * within 0 and the plan's cap; the count of monitored addresses stays within 0 and the number of
 * addresses actually monitored.
 */
const USER = 'u1';
const CAP = 3;

type Step =
  | { kind: 'create'; q: number }
  | { kind: 'holdMore'; q: number; extra: number }
  | { kind: 'complete'; q: number; cost: number }
  | { kind: 'fail'; q: number }
  | { kind: 'screen'; id: number; credits: number }
  | { kind: 'addMonitor'; m: number }
  | { kind: 'removeMonitor'; m: number }
  | { kind: 'push'; alert: number }
  | { kind: 'grant'; credits: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), q: fc.nat(5) }),
  fc.record({ kind: fc.constant('holdMore' as const), q: fc.nat(5), extra: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('complete' as const), q: fc.nat(5), cost: fc.nat(40) }),
  fc.record({ kind: fc.constant('fail' as const), q: fc.nat(5) }),
  fc.record({ kind: fc.constant('screen' as const), id: fc.nat(3), credits: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('addMonitor' as const), m: fc.nat(4) }),
  fc.record({ kind: fc.constant('removeMonitor' as const), m: fc.nat(4) }),
  fc.record({ kind: fc.constant('push' as const), alert: fc.nat(8) }),
  fc.record({ kind: fc.constant('grant' as const), credits: fc.nat(100) }),
);

/** Address `m` monitored under `id`: each add is a new record with an id of its own, as the service makes it. */
const monitorOf = (m: number, id: string) =>
  monitorRecord(id, `0x${String(m).padStart(40, '0')}`, { userId: USER });

describe('ledger rules (property)', () => {
  it('keep the balance, the entries and every counter within their bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.array(stepArb, { minLength: 1, maxLength: 60 }),
        async (opening, steps) => {
          const memory = createInMemoryLedger();
          const { ledger } = memory;
          const queryCredits = createQueryCredits({ ledger });
          const monitorCredits = createMonitorCredits({ ledger });
          const plan = { ...startPlan(2, 1_800_000_000, opening), monitorAddressCount: 2 };
          await ledger.commit([{ kind: 'move', userId: USER, move: creditMoves.openAccount(plan), atMs: 0 }]);

          // The domain's own view of each query: what it holds and its status.
          const queries = new Map<number, QueryRecord>();
          // The record under which each address was last added (removing it removes that record).
          const monitored = new Map<number, string>();
          let adds = 0;
          let grants = 0;
          for (const step of steps) {
            const query = queries.get('q' in step ? step.q : -1);
            switch (step.kind) {
              case 'create': {
                if (query) break;
                const q = pendingQuery(USER, { hash: `q${step.q}` });
                if ((await queryCredits.open(q, CAP)) === 'created') queries.set(step.q, { ...q, status: 1 });
                // The analysis starts it: processing (no credits move).
                break;
              }
              case 'holdMore':
                if (
                  query?.status === 1 &&
                  (await queryCredits.holdMore(query, query.reservedCredits, step.extra, 1))
                )
                  queries.set(step.q, { ...query, reservedCredits: query.reservedCredits + step.extra });
                break;
              case 'complete':
                // Run twice: a retried step settles once.
                if (query?.status === 1) {
                  const outcome = { riskLevel: 0, transfersAnalysed: 1, credits: step.cost };
                  await queryCredits.complete(query, outcome, 1);
                  if (await queryCredits.complete(query, outcome, 1))
                    queries.set(step.q, { ...query, status: 2 });
                }
                break;
              case 'fail':
                if (query && query.status <= 1) {
                  await queryCredits.fail(query, 'x', 1);
                  if (await queryCredits.fail(query, 'x', 1)) queries.set(step.q, { ...query, status: 3 });
                }
                break;
              case 'screen':
                await ledger.commit([
                  {
                    kind: 'move',
                    userId: USER,
                    move: creditMoves.screening(`r${step.id}`, step.credits),
                    atMs: 1,
                  },
                ]);
                break;
              case 'addMonitor': {
                const id = monitored.get(step.m) ?? `m${step.m}-${++adds}`;
                const added = await monitorCredits.add(
                  monitorOf(step.m, id),
                  async () => memory.planOf(USER)!,
                  0,
                );
                if (added.outcome === 'added') monitored.set(step.m, id);
                break;
              }
              case 'removeMonitor': {
                const m = monitorOf(step.m, monitored.get(step.m) ?? `m${step.m}-never-added`);
                // Removed twice in a row: only one counts.
                const [first, second] = await Promise.all([
                  monitorCredits.remove(m),
                  monitorCredits.remove(m),
                ]);
                if (first || second) monitored.delete(step.m);
                expect(first && second).toBe(false);
                break;
              }
              case 'push': {
                const alert = { id: `a${step.alert}`, userId: USER, chain: 'tron' } as never;
                await monitorCredits.chargePush(alert, 1);
                break;
              }
              case 'grant': {
                const before = memory.planOf(USER)!;
                const next = { ...before, queryQuota: step.credits, creditPeriod: `P${++grants}` };
                await ledger.commit([
                  { kind: 'move', userId: USER, move: creditMoves.refill(before, next), atMs: 1 },
                ]);
                break;
              }
            }

            const state = memory.stateOf(USER);
            const entries = memory.entriesOf(USER);
            expect(state.plan!.queryQuota).toBeGreaterThanOrEqual(0);
            expect(state.plan!.usedQueryQuota).toBeGreaterThanOrEqual(0);
            expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
            expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(state.plan!.queryQuota);
            expect(entries.at(-1)!.balanceAfter).toBe(state.plan!.queryQuota);
            expect(state.seq).toBe(entries.length);
            expect(state.activeQueries).toBeGreaterThanOrEqual(0);
            expect(state.activeQueries).toBeLessThanOrEqual(CAP);
            expect(state.activeQueries).toBe([...queries.values()].filter((q) => q.status <= 1).length);
            expect(memory.countOf(USER, 'monitors')).toBe(monitored.size);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
