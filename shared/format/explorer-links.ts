import type { Chain } from '../rules/chain-rules';

/**
 * Where an address or a transaction can be checked on the chain itself, so a reader need not trust the report: the
 * public explorer of each network of the catalogue.
 */
export interface Explorer {
  readonly name: string;
  readonly address: (address: string) => string;
  readonly transaction: (hash: string) => string;
}

export const explorers: Readonly<Record<Chain, Explorer>> = {
  tron: {
    name: 'Tronscan',
    address: (a) => `https://tronscan.org/#/address/${encodeURIComponent(a)}`,
    transaction: (h) => `https://tronscan.org/#/transaction/${encodeURIComponent(h)}`,
  },
  ethereum: {
    name: 'Etherscan',
    address: (a) => `https://etherscan.io/address/${encodeURIComponent(a)}`,
    transaction: (h) => `https://etherscan.io/tx/${encodeURIComponent(h)}`,
  },
  bsc: {
    name: 'BscScan',
    address: (a) => `https://bscscan.com/address/${encodeURIComponent(a)}`,
    transaction: (h) => `https://bscscan.com/tx/${encodeURIComponent(h)}`,
  },
};
