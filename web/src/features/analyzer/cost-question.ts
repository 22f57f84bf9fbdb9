import type { CreateQueryRequest, QueryEstimate } from '../../../../shared/contract/queries.schema';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { needsConfirmation } from '../../../../shared/rules/cost-confirmation';

/**
 * What the analyzer asks before it creates a query (beyond spec: a price before a charge):
 * - `confirm`: the balance pays for it, but its upper bound is above the threshold
 *   (shared/rules/cost-confirmation.ts): the cost and the balance after, sent as max_credits;
 * - `short`: the balance pays for only part of it (or the server said so, 409 confirm_cost):
 *   analyse the newest transfers it pays for (a limit), or cancel.
 */
export type CostQuestion =
  | { readonly kind: 'confirm'; readonly estimate: QueryEstimate; readonly request: CreateQueryRequest }
  | {
      readonly kind: 'short';
      readonly estimate: QueryEstimate;
      readonly request: CreateQueryRequest;
      /** The newest transfers the balance pays for (QueryEstimate.affordable_limit). */
      readonly affordable: number;
    };

/**
 * The question for a request and its estimate, or none: nothing to ask, or no credit at all (the
 * create then answers 403 insufficient_credits and the form explains it).
 */
export function costQuestionOf(
  request: CreateQueryRequest,
  estimate: QueryEstimate,
): CostQuestion | undefined {
  if (!estimate.covered) {
    const affordable = estimate.affordable_limit;
    return affordable === null ? undefined : { kind: 'short', estimate, request, affordable };
  }
  return needsConfirmation(estimate.credits.max, estimate.balance)
    ? { kind: 'confirm', estimate, request }
    : undefined;
}

/** The question for a create the server refused with 409 confirm_cost (its `data.estimate`). */
export function shortQuestionOf(request: CreateQueryRequest, data: unknown): CostQuestion | undefined {
  const estimate = (data as { estimate?: QueryEstimate } | undefined)?.estimate;
  const affordable = estimate?.affordable_limit;
  return estimate && affordable ? { kind: 'short', estimate, request, affordable } : undefined;
}

/** The request the answer sends: the confirmed maximum, or the newest transfers the balance pays for. */
export function answeredRequest(question: CostQuestion): CreateQueryRequest {
  if (question.kind === 'confirm') return { ...question.request, max_credits: question.estimate.credits.max };
  const limit = Math.min(question.affordable, question.request.limit ?? question.affordable);
  return { ...question.request, limit, max_credits: creditsFor(limit) };
}
