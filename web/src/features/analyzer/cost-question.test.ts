import { exampleQueryEstimate } from '../../../../shared/contract/examples';
import type { CreateQueryRequest, QueryEstimate } from '../../../../shared/contract/queries.schema';
import { answeredRequest, costQuestionOf, shortQuestionOf } from './cost-question';

const request: CreateQueryRequest = { chain: 'tron', token: 'usdt', address: exampleQueryEstimate.address };
const estimate = (overrides: Partial<QueryEstimate>): QueryEstimate => ({
  ...exampleQueryEstimate,
  ...overrides,
});

describe('what the analyzer asks before it spends', () => {
  it('confirms an estimate above 20 credits or 10 % of the balance, and sends its maximum', () => {
    const asked = costQuestionOf(request, estimate({ credits: { min: 121, max: 121 }, balance: 4840 }));

    expect(asked?.kind).toBe('confirm');
    expect(answeredRequest(asked!)).toEqual({ ...request, max_credits: 121 });
    expect(
      costQuestionOf(request, estimate({ credits: { min: 20, max: 20 }, balance: 4840 })),
    ).toBeUndefined();
    expect(costQuestionOf(request, estimate({ credits: { min: 6, max: 6 }, balance: 50 }))?.kind).toBe(
      'confirm',
    );
  });

  it('offers the newest transfers the balance pays for when it pays for part, within a limit set', () => {
    const short = estimate({ covered: false, balance: 5, affordable_limit: 5000 });

    expect(answeredRequest(costQuestionOf(request, short)!)).toEqual({
      ...request,
      limit: 5000,
      max_credits: 5,
    });
    expect(answeredRequest(costQuestionOf({ ...request, limit: 2500 }, short)!)).toMatchObject({
      limit: 2500,
      max_credits: 3,
    });
    // No credit at all: nothing to offer, the create's 403 explains it.
    expect(
      costQuestionOf(request, estimate({ covered: false, balance: 0, affordable_limit: null })),
    ).toBeUndefined();
  });

  it('reads the estimate a 409 confirm_cost carries', () => {
    const short = estimate({ covered: false, balance: 3, affordable_limit: 3000 });

    expect(shortQuestionOf(request, { estimate: short })).toMatchObject({ kind: 'short', affordable: 3000 });
    expect(shortQuestionOf(request, undefined)).toBeUndefined();
  });
});
