import type { Chain } from '../../../../shared/rules/chain-rules';
import type { AnchorCategory } from './anchor-set';

/**
 * Fixed addresses that demonstrate the report on the simulated ledger (documented in
 * docs/showcase-addresses.md). Each generated one is `generatedAddress(chain, 'showcase:<chain>:<key>')`
 * (checked by a test), so it is a valid address; its behaviour comes from the role the world
 * gives it, never from special-cased output.
 */
export type ShowcaseRole =
  | { readonly kind: 'user'; readonly exposure: 'clean'; readonly poisoned?: boolean }
  | { readonly kind: 'user'; readonly exposure: 'indirect' }
  | { readonly kind: 'user'; readonly exposure: 'direct'; readonly category: AnchorCategory }
  | { readonly kind: 'merchant'; readonly yearlyTransfers: number }
  /** A real labelled exchange wallet: its role comes from the anchor set, not from here. */
  | { readonly kind: 'exchange-anchor' };

export interface ShowcaseAddress {
  readonly key: string;
  readonly chain: Chain;
  readonly address: string;
  readonly role: ShowcaseRole;
  readonly shows: string;
}

export const SHOWCASE_ADDRESSES = [
  {
    key: 'clean',
    chain: 'tron',
    address: 'TNwTw7Sj5p7bK5cgpyhGV6Tbwhff8jTyrF',
    role: { kind: 'user', exposure: 'clean' },
    shows: 'an ordinary wallet: exchanges, merchants and peers only, no labelled counterparty',
  },
  {
    key: 'exchange',
    chain: 'ethereum',
    // etherscan-names/etherscan/combinedAllLabels.json: "Binance 14", labels ["binance"]
    address: '0x28c6c06298d514db089934071355e5743bf21d60',
    role: { kind: 'exchange-anchor' },
    shows: 'an exchange hot wallet (Binance 14): tens of thousands of transfers with thousands of users',
  },
  {
    key: 'sanctioned-exposure',
    chain: 'tron',
    address: 'TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY',
    role: { kind: 'user', exposure: 'direct', category: 'sanction' },
    shows: 'direct transfers with an OFAC-sanctioned TRON address',
  },
  {
    key: 'poisoning-victim',
    chain: 'tron',
    address: 'TRUcxGVdKmmbzMbrePGLt2thaB1TqHLFQW',
    role: { kind: 'user', exposure: 'clean', poisoned: true },
    shows: 'pays a few merchants; after many payments a lookalike of the payee sends zero or dust',
  },
  {
    key: 'payment-processor',
    chain: 'tron',
    address: 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj',
    role: { kind: 'merchant', yearlyTransfers: 120_000 },
    shows: 'a payment processor with about 120,000 transfers a year (limits, truncation, speed)',
  },
  {
    key: 'indirect-exposure',
    chain: 'bsc',
    address: '0xe4517babd7cb537fa8f84014bc2c4df6cad29c72',
    role: { kind: 'user', exposure: 'indirect' },
    shows:
      'receives funds from laundering intermediaries that received from labelled heist addresses (1 hop)',
  },
  {
    key: 'scam-victim',
    chain: 'ethereum',
    address: '0x8c5ef4ee9e7302afbe0c26d7c8488c4f007af3fe',
    role: { kind: 'user', exposure: 'direct', category: 'fraudulent' },
    shows: 'sent funds to labelled phishing addresses',
  },
] as const satisfies readonly ShowcaseAddress[];
