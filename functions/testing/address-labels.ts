import type { AddressLabel } from '../domain/labels/address-label';

/** A label of an ethereum address from `source`: of a risk category when given one, else Binance's. */
export const ethereumLabel = (
  address: string,
  source: string,
  category?: AddressLabel['category'],
): AddressLabel => ({
  chain: 'ethereum',
  address,
  source,
  sourceDate: '2026-03-09',
  ...(category ? { category } : { exchangeName: 'Binance' }),
});
