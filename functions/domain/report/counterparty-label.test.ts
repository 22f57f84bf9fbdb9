import type { AddressLabel } from '../labels/address-label';
import { counterpartyLabelOf } from './counterparty-label';

/** What the counterparties table says about a labelled counterparty. */
const okxOnTron: AddressLabel = {
  chain: 'tron',
  address: 'TCz47XgC9TjCeF4UzfB6qZbM9LTF9s1tG7',
  source: 'defillama-cex',
  sourceDate: '2026-08-22',
  exchangeName: 'OKX',
};

describe('counterpartyLabelOf', () => {
  it('names an exchange wallet the list gives no name of its own by the exchange, with source and date', () => {
    expect(counterpartyLabelOf([okxOnTron])).toEqual({
      name: 'OKX',
      source: 'defillama-cex',
      source_date: '2026-08-22',
    });
  });

  it('lets a risk label speak for a wallet that is also an exchange’s, keeping the list’s name', () => {
    const mixer: AddressLabel = {
      chain: 'bsc',
      address: '0xd47438c816c9e7f2e2888e060936a499af9582b3',
      source: 'tornado-cash-pools',
      sourceDate: '2022-08-05',
      category: 'money_laundering',
      name: 'Tornado Cash: 1 BNB pool',
    };
    expect(counterpartyLabelOf([{ ...okxOnTron, chain: 'bsc', address: mixer.address }, mixer])).toEqual({
      category: 'money_laundering',
      name: 'Tornado Cash: 1 BNB pool',
      source: 'tornado-cash-pools',
      source_date: '2022-08-05',
    });
  });
});
