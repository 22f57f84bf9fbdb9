import type { ScreenRequest, ScreenResponse, ScreenResult } from '../../../shared/contract/screening.schema';
import { screeningCreditsFor } from '../../../shared/rules/billing-rules';
import { type Chain, normalizeAddress } from '../../../shared/rules/chain-rules';
import type { PlanState } from '../accounts/plan-credits';
import type { AddressLabel } from '../analysis/model';
import { AppError } from '../app-error';
import type { LabelScreening } from '../labels/label-screening.service';
import type { Clock } from '../ports/clock';
import { mostSevereCategory, severityTierOf } from '../report/risk-categories';
import { directLevel } from '../report/risk-rules';
import type { ScreeningCharges } from './screening.ports';

/**
 * POST /v1/screen (issue 11): what the label database knows of up to 1,000 addresses, at once and
 * without fetching transfers.
 * 1. Screen each chain's addresses against its in-memory label snapshot (label-screening.service:
 *    a Map lookup per address, then one batched read of the hits' labels).
 * 2. Charge screeningCreditsFor(n) through the credit ledger (after the work, so a failed read
 *    costs nothing; without the credits the answer is 403 insufficient_credits).
 * 3. Answer in the order sent, each with the level a direct dealing would get: the direct rule of
 *    risk-rules.ts for a major counterparty (≥ 10% of volume), i.e. its category tier's top level.
 */
export interface BatchScreeningDeps {
  readonly screening: Pick<LabelScreening, 'screen'>;
  readonly charges: ScreeningCharges;
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

export function createBatchScreening({ screening, charges, currentPlan, clock }: BatchScreeningDeps) {
  async function screen(userId: string, request: ScreenRequest, requestId: string): Promise<ScreenResponse> {
    const items = request.addresses.map(({ chain, address }) => ({
      chain: chain as Chain,
      address: normalizeAddress(chain as Chain, address),
    }));
    const byChain = new Map<Chain, string[]>();
    for (const { chain, address } of items) byChain.set(chain, [...(byChain.get(chain) ?? []), address]);
    const found = new Map<Chain, Map<string, AddressLabel[]>>();
    await Promise.all(
      [...byChain].map(async ([chain, addresses]) =>
        found.set(chain, await screening.screen(chain, addresses)),
      ),
    );

    const credits = screeningCreditsFor(items.length);
    await currentPlan(userId);
    const outcome = await charges.charge(
      userId,
      request.idempotency_key ?? requestId,
      credits,
      clock.nowMs(),
    );
    if (outcome === 'refused') throw new AppError('insufficient_credits');

    const results = items.map(({ chain, address }) =>
      resultOf(chain, address, found.get(chain)?.get(address) ?? []),
    );
    return {
      results,
      screened: results.length,
      labelled: results.filter((r) => r.labelled).length,
      credits_charged: outcome === 'applied' ? credits : 0,
    };
  }

  return { screen };
}

export type BatchScreening = ReturnType<typeof createBatchScreening>;
