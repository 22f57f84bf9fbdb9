import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { formatDisplayAmount, parseNumber } from '../../../../../shared/format/number-format';
import { formatDisplayDate } from '../../../lib/display-time-zone';
import { formatPercent } from '../../../lib/percent-format';

/** The coin a report's amounts are written in: the balance's coin, else the token's symbol. */
export const reportCoin = (report: QueryResult): string =>
  report.overview.balance_coin || report.token.toUpperCase();

/**
 * Number and date display of the report sections: amounts and counts in the interface language's
 * format (spec 02 §9), dates in the zh-CN format the spec asks for with their zone, '-' for empty ones.
 */
export function useReportFormat() {
  const intl = useIntl();
  return useMemo(() => {
    return {
      /** A decimal amount with grouping and exactly 2 decimals (AmountText adds the full value). */
      amount: (value: string | number) => formatDisplayAmount(value, intl.locale),
      count: (value: number) => intl.formatNumber(value),
      /** A percentage given in percent (0.63 → "0.63%"), by the report's one rounding rule. */
      percent: (value: number) => formatPercent(intl, value),
      /** A figure with exactly `digits` decimals (spec 02 §9: the average amount has 4). */
      fixed: (value: string | number, digits: number) => {
        const n = parseNumber(value);
        return n === null
          ? String(value)
          : intl.formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      },
      /** One date style everywhere: zh-CN digits, the time, and the zone (UTC unless one is stored). */
      date: (value: string | null | undefined) => formatDisplayDate(value),
    };
  }, [intl]);
}
