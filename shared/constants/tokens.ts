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
