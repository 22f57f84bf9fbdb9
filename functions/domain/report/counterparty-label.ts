import type { CounterpartyLabel } from '../../../shared/contract/queries.schema';
import type { AddressLabel } from '../labels/address-label';
import { mostSevereCategory } from './risk-categories';

/**
 * What the label database says about a counterparty, for the top-counterparties table and the
 * flow chart: its gravest category, the entity or list name, and the feed and
 * snapshot date of the label that speaks for it (the category's label, else the exchange's).
 */
export function counterpartyLabelOf(
  labels: readonly AddressLabel[] | undefined,
): CounterpartyLabel | undefined {
  if (!labels || labels.length === 0) return undefined;
  const category = mostSevereCategory(labels);
  const speaking =
    (category === undefined ? undefined : labels.find((l) => l.category === category)) ??
    labels.find((l) => l.exchangeName) ??
    labels[0]!;
  const name = nameOf(labels);
  return {
    ...(category === undefined ? {} : { category }),
    ...(name === undefined ? {} : { name }),
    source: speaking.source,
    source_date: speaking.sourceDate,
  };
}

/** The list's own name of the address (e.g. "Binance 14"), else the exchange's name. */
export function nameOf(labels: readonly AddressLabel[] | undefined): string | undefined {
  return labels?.find((l) => l.name)?.name ?? labels?.find((l) => l.exchangeName)?.exchangeName;
}
