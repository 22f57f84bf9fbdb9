import { evmChainIds, tokenContracts } from '../../../../shared/constants/tokens';
import { SourceUnavailableError } from '../../../domain/chain/chain-source';
import type { FreezeEvent, FreezeEventReader } from '../../../domain/labels/tether-freeze/freeze-event';
import { blacklistTopics, decodeFreezeLog } from '../rpc/freeze-log.decoder';
import { ETHEREUM_FREEZE_CONFIRMATIONS, ETHEREUM_USDT_CREATION_BLOCK } from '../rpc/rpc-freeze.reader';
import { createEtherscanRequest, type EtherscanClientDeps } from './etherscan.client';
import { parseLogsPage, parseProxyBlockNumber } from './etherscan.parser';

/**
 * Ethereum's USDT blacklist events through Etherscan v2's `logs` module: Etherscan takes one
 * topic0 a listing, so a window is three listings (one per event), 1000 rows a page, each row
 * with its block's time. Etherscan indexes the whole chain, so windows are a million blocks: the
 * backfill is ~20 windows, three calls each.
 */
const WINDOW_BLOCKS = 1_000_000;
const PAGE_SIZE = 1000;
/** Etherscan serves page × offset ≤ 10,000. */
const MAX_PAGES = 10;

export function createEtherscanFreezeReader(deps: EtherscanClientDeps): FreezeEventReader {
  const request = createEtherscanRequest(deps);
  const chainid = String(evmChainIds.ethereum);
  const contract = tokenContracts.ethereum.usdt.contract;

  const listing = async (topic0: string, from: number, to: number, signal?: AbortSignal) => {
    const events: FreezeEvent[] = [];
    for (let page = 1; ; page++) {
      if (page > MAX_PAGES)
        throw new SourceUnavailableError(
          `Etherscan getLogs: more than ${MAX_PAGES * PAGE_SIZE} blacklist logs in ${from}–${to}`,
        );
      const { logs, rowCount } = await request(
        {
          chainid,
          module: 'logs',
          action: 'getLogs',
          address: contract,
          topic0,
          fromBlock: String(from),
          toBlock: String(to),
          page: String(page),
          offset: String(PAGE_SIZE),
        },
        'Etherscan getLogs',
        parseLogsPage,
        signal,
      );
      for (const log of logs) {
        const event = decodeFreezeLog(log, 'ethereum', contract);
        if (event && event.position >= from && event.position <= to) events.push(event);
      }
      if (rowCount < PAGE_SIZE) return events;
    }
  };

  return {
    name: 'etherscan',
    origin: ETHEREUM_USDT_CREATION_BLOCK,
    windowSize: WINDOW_BLOCKS,
    head: async (signal) =>
      (await request(
        { chainid, module: 'proxy', action: 'eth_blockNumber' },
        'Etherscan eth_blockNumber',
        parseProxyBlockNumber,
        signal,
      )) - ETHEREUM_FREEZE_CONFIRMATIONS,
    async events(from, to, signal) {
      const lists = [];
      // One at a time: Etherscan's free tier allows a few calls a second.
      for (const topic of blacklistTopics) lists.push(...(await listing(topic, from, to, signal)));
      return lists;
    },
  };
}
