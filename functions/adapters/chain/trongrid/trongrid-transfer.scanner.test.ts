import { tronBodyOf } from '../../../domain/chain/address-codec';
import { fakeFetch, recordingSleep } from '../testing/fake-fetch';
import { createTronGridTransferScanner } from './trongrid-transfer.scanner';

/**
 * The block scan through TronGrid's contract events. No captured answer of this endpoint exists
 * in chain-samples: the events follow TronGrid's documented shape (`data[]` with block_number,
 * block_timestamp in ms, contract_address, event_index, event_name, transaction_id and `result`
 * keyed by position and name, addresses in hex; `meta.fingerprint` for the next page). The
 * addresses are real ones from the trongrid samples.
 */
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OKX = 'TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9R';
const OTHER = 'TGg7zHY9qd36aN3jLVDDRuiFeJjaaAtx8A';
const hexOf = (address: string, prefix: '0x' | '41') =>
  prefix + Buffer.from(tronBodyOf(address)!).toString('hex');
const timeOf = (block: number) => 1_700_000_000_000 + 3_000 * (block - 1000);

const event = (
  block: number,
  index: number,
  from: string,
  to: string,
  value: string,
  extra: object = {},
) => ({
  block_number: block,
  block_timestamp: timeOf(block),
  caller_contract_address: USDT,
  contract_address: USDT,
  event_index: index,
  event_name: 'Transfer',
  event: 'Transfer(address indexed from, address indexed to, uint256 value)',
  result: { '0': from, '1': to, '2': value, from, to, value },
  result_type: { from: 'address', to: 'address', value: 'uint256' },
  transaction_id: `${block.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`,
  ...extra,
});

function tronGridOver() {
  const pages: Record<string, object> = {
    first: {
      success: true,
      meta: { at: 1, page_size: 3, fingerprint: 'fp-2', links: { next: 'https://api.trongrid.io/v1/...' } },
      data: [
        event(1000, 0, hexOf(OKX, '0x'), hexOf(OTHER, '0x'), '500000000'),
        event(1000, 1, hexOf(OTHER, '41'), hexOf(OKX, '41'), '0'),
        { ...event(1001, 0, hexOf(OKX, '0x'), hexOf(OTHER, '0x'), '1'), event_name: 'Approval' },
      ],
    },
    'fp-2': {
      success: true,
      meta: { at: 1, page_size: 2 },
      data: [
        event(1002, 3, OKX, OTHER, '123456789012345678901234567890'),
        // The last block's timestamp bound can bring a neighbour; the range is by block.
        event(1003, 0, hexOf(OKX, '0x'), hexOf(OTHER, '0x'), '7'),
      ],
    },
  };
  const fake = fakeFetch((call) => {
    if (call.url.pathname === '/walletsolidity/getnowblock')
      return {
        json: { blockID: 'x', block_header: { raw_data: { number: 1234, timestamp: timeOf(1234) } } },
      };
    if (call.url.pathname === '/walletsolidity/getblockbynum') {
      const num = (call.body as { num: number }).num;
      return { json: { blockID: 'x', block_header: { raw_data: { number: num, timestamp: timeOf(num) } } } };
    }
    return { json: pages[call.url.searchParams.get('fingerprint') ?? 'first'] };
  });
  const scanner = createTronGridTransferScanner({
    baseUrl: 'https://api.trongrid.io/',
    apiKey: 'tron-key',
    fetch: fake.fetch,
    sleep: recordingSleep().sleep,
  });
  return { scanner, calls: fake.calls };
}

describe('the TronGrid block scanner (documented event shape)', () => {
  it('takes the solidified block as the head', async () => {
    const { scanner, calls } = tronGridOver();
    expect(await scanner.head('tron')).toBe(1234);
    expect(calls[0]).toMatchObject({ method: 'POST', body: {} });
    expect(calls[0]!.headers.get('TRON-PRO-API-KEY')).toBe('tron-key');
  });

  it('reads the Transfer events between the blocks’ timestamps, following the fingerprint, in base58', async () => {
    const { scanner, calls } = tronGridOver();
    const scanned = await scanner.transfers('tron', 'usdt', 1000, 1002);
    expect(scanned.map(({ block, index, from, to, value }) => ({ block, index, from, to, value }))).toEqual([
      { block: 1000, index: 0, from: OKX, to: OTHER, value: '500000000' },
      { block: 1000, index: 1, from: OTHER, to: OKX, value: '0' },
      { block: 1002, index: 3, from: OKX, to: OTHER, value: '123456789012345678901234567890' },
    ]);
    expect(scanned[0]!.timestamp).toBe(timeOf(1000) / 1000);
    const events = calls.filter((c) => c.url.pathname === `/v1/contracts/${USDT}/events`);
    expect(events).toHaveLength(2);
    expect(Object.fromEntries(events[0]!.url.searchParams)).toEqual({
      event_name: 'Transfer',
      only_confirmed: 'true',
      min_block_timestamp: String(timeOf(1000)),
      max_block_timestamp: String(timeOf(1002)),
      order_by: 'block_timestamp,asc',
      limit: '200',
    });
    expect(events[1]!.url.searchParams.get('fingerprint')).toBe('fp-2');
    expect(events[1]!.url.origin).toBe('https://api.trongrid.io');
  });

  it('refuses other chains', async () => {
    const { scanner } = tronGridOver();
    await expect(scanner.head('ethereum')).rejects.toThrow(/does not serve ethereum/);
  });
});
