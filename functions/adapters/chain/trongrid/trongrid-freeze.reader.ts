import { z } from 'zod';
import { tokenContracts } from '../../../../shared/constants/tokens';
import type {
  FreezeAction,
  FreezeEvent,
  FreezeEventReader,
} from '../../../domain/labels/tether-freeze/freeze-event';
import { createTronGridClient, sameOrigin, type TronGridClientDeps } from './trongrid.client';
import {
  type ContractEventsPage,
  contractEventSchema,
  parseBlock,
  parseContractEventsPage,
  TronGridAnswerError,
  tronAddressOfEventValue,
} from './trongrid.parser';

/**
 * TRON's USDT blacklist events through TronGrid's decoded contract events
 * (`/v1/contracts/{contract}/events`, filtered by `event_name`, confirmed only, oldest first, 200
 * a page, following `fingerprint`). TronGrid filters events by block time, so this reader's
 * positions are block timestamps in ms; the head is the solidified block's.
 */
const EVENT_NAMES: Readonly<Record<string, FreezeAction>> = {
  AddedBlackList: 'added',
  RemovedBlackList: 'removed',
  DestroyedBlackFunds: 'destroyed',
};

/** 2019-04-01 00:00 UTC, before TRON USDT's creation (April 2019), in ms. */
export const TRON_USDT_ORIGIN_MS = Date.UTC(2019, 3, 1);
/** 30 days of blocks a window: ~80 windows since 2019. */
const WINDOW_MS = 30 * 24 * 3600 * 1000;
const PAGE_SIZE = 200;

const eventSchema = contractEventSchema.extend({
  result: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
});

export type FreezeEventsPage = Omit<ContractEventsPage<FreezeEvent>, 'items'> & {
  readonly events: FreezeEvent[];
};

/**
 * A page of blacklist events. `result` is keyed by position and by parameter name (`_user`;
 * `_blackListedUser`, `_balance`); addresses come in hex (`0x` or `41` + 20 bytes) and become
 * base58.
 */
export function parseFreezeEventsPage(body: unknown, contract: string): FreezeEventsPage {
  const { items, ...paging } = parseContractEventsPage(
    body,
    contract,
    eventSchema,
    (e): FreezeEvent | undefined => {
      const action = EVENT_NAMES[e.event_name];
      const user = e.result._user ?? e.result._blackListedUser ?? e.result['0'];
      const address = action && user !== undefined ? tronAddressOfEventValue(user) : undefined;
      if (!action || !address) return undefined;
      const amount = action === 'destroyed' ? (e.result._balance ?? e.result['1']) : undefined;
      if (action === 'destroyed' && !/^\d+$/.test(amount ?? '')) return undefined;
      return {
        chain: 'tron',
        action,
        address,
        timestamp: Math.floor(e.block_timestamp / 1000),
        position: e.block_timestamp,
        txHash: e.transaction_id,
        index: e.event_index,
        ...(amount !== undefined && { amount: BigInt(amount).toString() }),
      };
    },
  );
  return { events: items, ...paging };
}

export function createTronGridFreezeReader(deps: TronGridClientDeps): FreezeEventReader {
  const { base, request } = createTronGridClient(deps);
  const contract = tokenContracts.tron.usdt.contract;

  const listing = async (eventName: string, from: number, to: number, signal?: AbortSignal) => {
    const params = new URLSearchParams({
      event_name: eventName,
      only_confirmed: 'true',
      min_block_timestamp: String(from),
      max_block_timestamp: String(to),
      order_by: 'block_timestamp,asc',
      limit: String(PAGE_SIZE),
    });
    const firstUrl = `${base}/v1/contracts/${contract}/events?${params}`;
    const events: FreezeEvent[] = [];
    const cursors = new Set<string>();
    for (let url: string | undefined = firstUrl; url; ) {
      const page: FreezeEventsPage = await request(
        url,
        'TronGrid contract events',
        (b) => parseFreezeEventsPage(b, contract),
        signal,
      );
      events.push(...page.events.filter((e) => e.position >= from && e.position <= to));
      const cursor = page.fingerprint ?? page.nextUrl;
      if (!cursor || page.entries === 0) break;
      // A page pointing back to one already read would end the window short: fail, read it again.
      if (cursors.has(cursor))
        throw new TronGridAnswerError('TronGrid contract events repeated a page cursor');
      cursors.add(cursor);
      url = page.fingerprint
        ? `${firstUrl}&fingerprint=${encodeURIComponent(page.fingerprint)}`
        : sameOrigin(page.nextUrl!, base);
    }
    return events;
  };

  return {
    name: 'trongrid',
    origin: TRON_USDT_ORIGIN_MS,
    windowSize: WINDOW_MS,
    head: async (signal) =>
      (await request(`${base}/walletsolidity/getnowblock`, 'TronGrid getnowblock', parseBlock, signal, {}))
        .timestamp,
    async events(from, to, signal) {
      const events: FreezeEvent[] = [];
      for (const name of Object.keys(EVENT_NAMES)) events.push(...(await listing(name, from, to, signal)));
      return events;
    },
  };
}
