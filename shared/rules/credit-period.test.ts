import { CREDIT_MONTH_MS, creditMonthOf, nextCreditRefill } from './credit-period';

const at = (iso: string) => Date.parse(iso);

describe('when periodic credits arrive', () => {
  it('gives Normal its credit at the next UTC midnight', () => {
    expect(
      nextCreditRefill(
        { packageType: 0, beginAtMs: at('2026-01-01T00:00:00Z'), endAtMs: null },
        at('2026-11-26T15:30:00Z'),
      ),
    ).toBe(at('2026-11-27T00:00:00Z'));
  });

  it('gives a paid plan its grant at the start of its next 30-day period', () => {
    const begin = at('2026-11-01T10:00:00Z');
    const plan = { packageType: 2, beginAtMs: begin, endAtMs: begin + 3 * CREDIT_MONTH_MS };
    expect(nextCreditRefill(plan, at('2026-11-26T00:00:00Z'))).toBe(begin + CREDIT_MONTH_MS);
    expect(nextCreditRefill(plan, begin + CREDIT_MONTH_MS)).toBe(begin + 2 * CREDIT_MONTH_MS);
    expect(creditMonthOf(begin, begin + CREDIT_MONTH_MS - 1)).toBe(0);
  });

  it('promises nothing when the plan ends first, or for a contract', () => {
    const begin = at('2026-11-01T10:00:00Z');
    expect(
      nextCreditRefill({ packageType: 1, beginAtMs: begin, endAtMs: begin + CREDIT_MONTH_MS }, begin + 1),
    ).toBeNull();
    expect(nextCreditRefill({ packageType: 4, beginAtMs: begin, endAtMs: null }, begin + 1)).toBeNull();
  });
});
