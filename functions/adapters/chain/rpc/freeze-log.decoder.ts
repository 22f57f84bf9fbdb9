import { TETHER_BLACKLIST_TOPICS } from '../../../../shared/constants/tokens';
import type { Chain } from '../../../../shared/rules/chain-rules';
import { addressFromBody } from '../../../domain/chain/address-codec';
import type { FreezeAction, FreezeEvent } from '../../../domain/labels/tether-freeze/freeze-event';
import { hexToNumber, type RpcLog } from './transfer-log.decoder';

/**
 * Pure decoding of the USDT contracts' blacklist logs (data/README.md) as eth_getLogs and
 * Etherscan's getLogs return them. The address is topic 1 where the contract indexes it (TRON's
 * USDT) and the first data word where it does not (ethereum's); DestroyedBlackFunds' amount is
 * the last data word.
 */
const actionOfTopic: Readonly<Record<string, FreezeAction>> = {
  [TETHER_BLACKLIST_TOPICS.added]: 'added',
  [TETHER_BLACKLIST_TOPICS.removed]: 'removed',
  [TETHER_BLACKLIST_TOPICS.destroyed]: 'destroyed',
};

/** Every blacklist topic0, for a filter that matches any of them. */
export const blacklistTopics: readonly string[] = Object.keys(actionOfTopic);

const word = /^[0-9a-fA-F]{64}$/;

/** The 32-byte words of a log's data. */
const wordsOf = (data: string): string[] => {
  const hex = data.replace(/^0x/, '');
  const words: string[] = [];
  for (let at = 0; at + 64 <= hex.length; at += 64) words.push(hex.slice(at, at + 64));
  return words;
};

/** An address word: 12 zero bytes, then the 20 address bytes. */
const addressOfWord = (chain: Chain, hex: string | undefined): string | undefined =>
  hex && word.test(hex) && /^0{24}/.test(hex)
    ? addressFromBody(chain, Buffer.from(hex.slice(24), 'hex'))
    : undefined;

/** The blacklist event a log records, or undefined: another contract or event, a removed log, unreadable. */
export function decodeFreezeLog(
  log: RpcLog,
  chain: Chain,
  contract: string,
  /** Epoch seconds of the log's block, when the log does not carry it. */
  timeOf?: (block: number) => number | undefined,
): FreezeEvent | undefined {
  if (log.removed || log.address.toLowerCase() !== contract.toLowerCase()) return undefined;
  const action = actionOfTopic[log.topics[0]?.toLowerCase() ?? ''];
  if (!action) return undefined;
  const words = wordsOf(log.data);
  const indexed = log.topics[1]?.replace(/^0x/, '');
  const address = addressOfWord(chain, indexed ?? words[0]);
  if (!address) return undefined;
  const amountWord = action === 'destroyed' ? words[words.length - 1] : undefined;
  if (action === 'destroyed' && (!amountWord || (indexed === undefined && words.length < 2)))
    return undefined;
  const block = hexToNumber(log.blockNumber);
  const timestamp = log.blockTimestamp !== undefined ? hexToNumber(log.blockTimestamp) : timeOf?.(block);
  if (timestamp === undefined) return undefined;
  return {
    chain,
    action,
    address,
    timestamp,
    position: block,
    txHash: log.transactionHash.toLowerCase(),
    index: hexToNumber(log.logIndex),
    ...(amountWord && { amount: BigInt(`0x${amountWord}`).toString() }),
  };
}
