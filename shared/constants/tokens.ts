import type { Chain, Token } from '../rules/chain-rules';

/**
 * The token contracts the product analyses, per chain. bsc's USDT (Binance-Peg) has 18 decimals;
 * TRON's and ethereum's have 6. Addresses are as the chain writes them (EVM lower-cased).
 */
export interface TokenContract {
  readonly chain: Chain;
  readonly token: Token;
  readonly contract: string;
  readonly decimals: number;
  readonly symbol: string;
}

export const tokenContracts: Readonly<Record<Chain, Readonly<Record<Token, TokenContract>>>> = {
  tron: {
    usdt: {
      chain: 'tron',
      token: 'usdt',
      contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      decimals: 6,
      symbol: 'USDT',
    },
  },
  ethereum: {
    usdt: {
      chain: 'ethereum',
      token: 'usdt',
      contract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      decimals: 6,
      symbol: 'USDT',
    },
  },
  bsc: {
    usdt: {
      chain: 'bsc',
      token: 'usdt',
      contract: '0x55d398326f99059ff775485246999027b3197955',
      decimals: 18,
      symbol: 'USDT',
    },
  },
};

/** Etherscan v2 multichain ids. */
export const evmChainIds: Readonly<Record<Exclude<Chain, 'tron'>, number>> = { ethereum: 1, bsc: 56 };

/** keccak256("Transfer(address,address,uint256)"): topic0 of every ERC-20 Transfer log. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/**
 * The Tether USDT contracts' blacklist events (data/README.md), topic0 of each:
 * `AddedBlackList(address)`, `RemovedBlackList(address)`, `DestroyedBlackFunds(address,uint256)`.
 * On ethereum's USDT the address is not indexed (first data word); on TRON's it is topic 1.
 */
export const TETHER_BLACKLIST_TOPICS = {
  added: '0x42e160154868087d6bfdc0ca23d96a1c1cfa32f1b72ba9ba27b69b98a0d819dc',
  removed: '0xd7e9ec6e6ecd65492dce6bf513cd6867560d49544421d0783ddf06e76c24470c',
  destroyed: '0x61e6e66b0d6339b2980aecc6ccc0039736791f0ccde9ed512e789a7fbdd698c6',
} as const;

/** The label source our own freeze feed writes (`blocked` labels from the events above). */
export const TETHER_FREEZE_SOURCE = 'tether-freeze';
