import type { Chain } from '../../../../shared/rules/chain-rules';
import type { AddressLabel } from '../../../domain/labels/address-label';
import { type AnchorSet, selectAnchors } from './anchor-set';

/** The labels one source file gives on one chain, written as address → what the file says of it. */
const fromFile = (
  chain: Chain,
  [source, sourceDate]: readonly [string, string],
  entries: Readonly<Record<string, Partial<AddressLabel>>>,
): AddressLabel[] =>
  Object.entries(entries).map(([address, extra]) => ({ chain, address, source, sourceDate, ...extra }));

const ETHERSCAN = ['etherscan-names', '2023-06-18'] as const;
const BSCSCAN = ['etherscan-names', '2023-03-26'] as const;
const FORTA = ['forta-etherscan', '2023-01-26'] as const;
const OFAC = ['ofac', '2025-11-19'] as const;

/**
 * Real labels copied from ../shared/data/labels (the file named above each group), with the
 * category the data README suggests for their feed. Tests build small worlds around them.
 */
export const fixtureLabels: readonly AddressLabel[] = [
  // etherscan-names/etherscan/combinedAllLabels.json
  ...fromFile('ethereum', ETHERSCAN, {
    '0x28c6c06298d514db089934071355e5743bf21d60': { exchangeName: 'Binance', name: 'Binance 14' },
    '0x689c56aef474df92d44a1b70850f808488f9769c': { exchangeName: 'KuCoin', name: 'KuCoin 2' },
    '0x71660c4005ba85c37ccec55d0c4493e66fe775d3': { exchangeName: 'Coinbase', name: 'Coinbase 1' },
    '0x59fae149a8f8ec74d5bc038f8b76d25b136b9573': { exchangeName: 'OKX', name: 'OKX 5' },
    '0x267be1c1d684f78cb4f6a176c4911b741e4ffdc0': { exchangeName: 'Kraken', name: 'Kraken 4' },
    '0xd21be7248e0197ee08e0c20d4a96debdac3d20af': {
      category: 'money_laundering',
      name: 'Tornado.Cash: 5,000,000 cDAI',
    },
    '0x248f50eab61ad11608fd07fb2188163fd2e0c5c6': { category: 'blocked' },
    '0x932d447274dcffb4aea4f0944d3c804e88056416': { category: 'gamble', name: 'Lemon Bet (LBET)' },
  }),
  // forta-etherscan/labels/1/etherscan_malicious_labels.csv
  ...fromFile('ethereum', FORTA, {
    '0x80d7bb18521acbef32d7906502ebe94928690e93': { category: 'fraudulent', name: 'Fake_Phishing1772' },
    '0x80e02ae8c5d5e482558caf32004e7d6281445f28': { category: 'fraudulent', name: 'Fake_Phishing1863' },
    '0x83a2eb63b6cc296529468afa85dbde4a469d8b37': { category: 'thefts', name: 'Easyfi Hacker' },
  }),
  // ofac/brave-intl_lists_2025-11-19/sanctioned_addresses_ETH.txt
  ...fromFile('ethereum', OFAC, {
    '0x04dba1194ee10112fe6c3207c0687def0e78bacf': { category: 'sanction' },
  }),

  // etherscan-names/bscscan/combinedAllLabels.json
  ...fromFile('bsc', BSCSCAN, {
    '0xb1256d6b31e4ae87da1d56e5890c66be7f1c038e': { exchangeName: 'Binance', name: 'Binance: Hot Wallet 2' },
    '0x0d0707963952f2fba59dd06f2b425ace40b492fe': { exchangeName: 'Gate.io', name: 'Gate.io' },
    // A token contract with an exchange label: not a wallet, must not become an exchange anchor.
    '0x4e840aadd28da189b9906674b4afcb77c128d9ea': { exchangeName: 'Hotbit', name: 'Hotbit Token (HTB)' },
    '0xb4e502bee63fb4394e682ef53150d4733dc62aa8': { category: 'thefts', name: 'Fake_Phishing143' },
    '0xcba47af0547d12fb6b59c105835fab6b2fbc22ed': { category: 'thefts', name: 'MetaSwap Exploiter' },
  }),

  // ofac/brave-intl_lists_2025-11-19/sanctioned_addresses_TRX.txt (no TRON exchange is labelled anywhere)
  ...fromFile('tron', OFAC, {
    TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM: { category: 'sanction' },
    TAoLw5yD5XUoHWeBZRSZ1ExK9HMv2CiPvP: { category: 'sanction' },
  }),
];

export const fixtureAnchors = (chain: Chain): AnchorSet => selectAnchors(fixtureLabels, chain);
