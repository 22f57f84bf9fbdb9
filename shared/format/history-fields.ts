/**
 * The derived display fields of a query-history item (spec 01 §3), shared by the history table
 * and the mobile cards so both read the same.
 */
import type { QueryHistoryItem } from '../contract/queries.schema';
import { QUERY_STATUS } from '../rules/query-rules';
import { type AddressContext, shortenAddressFor } from './address-format';
import { formatDuration, NO_DURATION, secondsBetween } from './duration-format';

/** spec 01 §3: the network is the chain upper-cased. */
export const networkLabel = (chain: string): string => chain.toUpperCase();

export type RequestType = 'web' | 'api';

/** spec 01 §3: API when api_key_id is present and not 0 (the docs send "0" for the web), otherwise Web. */
export function requestType(apiKeyId: number | string | null | undefined): RequestType {
  if (apiKeyId == null) return 'web';
  const id = String(apiKeyId).trim();
  return id === '' || Number(id) === 0 ? 'web' : 'api';
}

/** spec 01 §3: credits consumed, 0 when missing. */
export const creditsConsumed = (costQuota: number | null | undefined): number => costQuota ?? 0;

/** spec 01 §3: only completed items have a duration, updated_at − created_at; otherwise '-'. */
export function historyDuration(
  item: Pick<QueryHistoryItem, 'status' | 'created_at' | 'updated_at'>,
): string {
  if (item.status !== QUERY_STATUS.completed) return NO_DURATION;
  const seconds = secondsBetween(item.created_at, item.updated_at);
  return seconds === null ? NO_DURATION : formatDuration(seconds);
}

export type HistoryItemInput = Pick<
  QueryHistoryItem,
  'address' | 'chain' | 'token' | 'status' | 'created_at' | 'updated_at'
> & {
  readonly api_key_id?: number | string | null;
  readonly cost_quota?: number | null;
};

export interface HistoryDisplayFields {
  readonly network: string;
  readonly token: string;
  readonly shortAddress: string;
  readonly requestType: RequestType;
  readonly credits: number;
  readonly duration: string;
}

/** Every derived field at once; the address shortened for the table (8+6) unless told otherwise. */
export function historyDisplayFields(
  item: HistoryItemInput,
  addressContext: AddressContext = 'table',
): HistoryDisplayFields {
  return {
    network: networkLabel(item.chain),
    token: item.token.toUpperCase(),
    shortAddress: shortenAddressFor(item.address, addressContext),
    requestType: requestType(item.api_key_id),
    credits: creditsConsumed(item.cost_quota),
    duration: historyDuration(item),
  };
}
