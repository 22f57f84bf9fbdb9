import type { ScreenRequest, ScreenResponse, ScreenResult } from '../../../shared/contract/screening.schema';
import { screeningCreditsFor } from '../../../shared/rules/billing-rules';
import { type Chain, normalizeAddress, usageChainOf } from '../../../shared/rules/chain-rules';
import type { PlanState } from '../accounts/plan-credits';
import { AppError } from '../app-error';
import type { ClientIdempotency } from '../credits/client-idempotency';
import { creditMoves } from '../credits/credit-moves';
import type { Ledger } from '../credits/ledger.ports';
import type { Clock } from '../ports/clock';
import { mostSevereCategory, severityTierOf } from '../report/risk-categories';
import { directLevel } from '../report/risk-rules';
import type { AddressLabel } from './address-label';
import type { LabelScreening } from './label-screening.service';

/**
 * POST /v1/screen: what the label database knows of up to 1,000 addresses, at once and without
 * fetching transfers.
 * 1. An idempotency key (the Idempotency-Key header or the body's idempotency_key) used before
 *    with the same addresses answers again without a charge; with other addresses it is refused
 *    (422 idempotency_key_reused), so a key never screens new addresses for free.
 * 2. Screen each chain's addresses against its in-memory label snapshot (label-screening.service:
 *    a Map lookup per address, then one batched read of the hits' labels).
 * 3. Charge screeningCreditsFor(n) through the Ledger, remembering the key in the same commit
 *    (after the work, so a failed read costs nothing; without the credits the answer is 403
 *    insufficient_credits).
 * 4. Answer in the order sent, each with the level a direct dealing would get: the direct rule of
 *    risk-rules.ts for a major counterparty (≥ 10% of volume), i.e. its category tier's top level.
 */
export interface BatchScreeningDeps {
  readonly screening: Pick<LabelScreening, 'screen'>;
  readonly ledger: Pick<Ledger, 'commit'>;
  readonly idempotency: ClientIdempotency;
  /** A fresh, unguessable id: the key of each screening's credit move. */
  readonly newId: () => string;
  /** Reads the plan first so a due periodic grant lands before the charge. */
  readonly currentPlan: (userId: string) => Promise<PlanState>;
  readonly clock: Clock;
}

const labelOut = (label: AddressLabel) => ({
  category: label.category ?? null,
  name: label.name ?? null,
  exchange: label.exchangeName ?? null,
  source: label.source,
  listed_at: label.sourceDate,
});

export function resultOf(chain: Chain, address: string, labels: readonly AddressLabel[]): ScreenResult {
  const category = mostSevereCategory(labels);
  return {
    chain,
    address,
    labelled: labels.length > 0,
    category: category ?? null,
    direct_risk_level: category ? directLevel(severityTierOf[category], 1n, 1n) : 0,
    labels: labels.map(labelOut),
  };
}

export function createBatchScreening({
  screening,
  ledger,
  idempotency,
  newId,
  currentPlan,
  clock,
}: BatchScreeningDeps) {
  async function screen(
    userId: string,
    request: ScreenRequest,
    requestId: string,
    apiKeyId = 0,
    idempotencyKey?: string,
  ): Promise<ScreenResponse> {
    const items = request.addresses.map(({ chain, address }) => ({
      chain: chain as Chain,
      address: normalizeAddress(chain as Chain, address),
    }));
    const key = idempotencyKey ?? request.idempotency_key;
    if (idempotencyKey && request.idempotency_key && idempotencyKey !== request.idempotency_key)
      throw new AppError('invalid_parameter', {
        field: 'idempotency_key',
        message: 'The Idempotency-Key header and the body’s idempotency_key differ',
      });
    const client = idempotency.keyOf('screen', key, items);
    const replayed = await idempotency.replay<{ credits_charged: number }>(userId, client);

    const byChain = new Map<Chain, string[]>();
    for (const { chain, address } of items) byChain.set(chain, [...(byChain.get(chain) ?? []), address]);
    const found = new Map<Chain, Map<string, AddressLabel[]>>();
    await Promise.all(
      [...byChain].map(async ([chain, addresses]) =>
        found.set(chain, await screening.screen(chain, addresses)),
      ),
    );
    const answer = (creditsCharged: number): ScreenResponse => {
      const results = items.map(({ chain, address }) =>
        resultOf(chain, address, found.get(chain)?.get(address) ?? []),
      );
      return {
        results,
        screened: results.length,
        labelled: results.filter((r) => r.labelled).length,
        credits_charged: creditsCharged,
      };
    };
    if (replayed) return answer(replayed.credits_charged);

    const credits = screeningCreditsFor(items.length);
    await currentPlan(userId);
    const now = clock.nowMs();
    const chains = new Set(items.map((i) => i.chain));
    const outcome = await ledger.commit([
      {
        kind: 'move',
        userId,
        // A fresh id per call, never one a caller could repeat: the move key must be new each time.
        move: creditMoves.screening(newId(), credits, key ?? requestId),
        // A batch of one chain counts under it; a mixed batch only in the totals.
        attribution: { apiKeyId, chain: chains.size === 1 ? usageChainOf([...chains][0]!) : null },
        atMs: now,
      },
      ...(client ? [idempotency.remember(userId, client, { credits_charged: credits }, now)] : []),
    ]);
    if (outcome.status === 'refused') {
      // A twin call with the same key may have won the race (and taken the last credits): its
      // answer, or 422 if its request differed, before any refusal of this one.
      const twin = await idempotency.replay<{ credits_charged: number }>(userId, client);
      if (twin) return answer(twin.credits_charged);
      if (outcome.refused === 'credits') throw new AppError('insufficient_credits');
      throw new AppError('service_unavailable');
    }
    return answer(credits);
  }

  return { screen };
}

export type BatchScreening = ReturnType<typeof createBatchScreening>;
