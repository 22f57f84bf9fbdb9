import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  base58Decode,
  base58Encode,
  generatedAddress,
  isValidTronAddress,
  tronAddressFromBody,
  tronBodyOf,
} from './address-codec';

const tronPattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** A real TronGrid answer from ../shared/data/chain-samples (see its PROVENANCE.md). */
const trongridSample = () =>
  readFileSync(
    new URL('../../../../shared/data/chain-samples/trongrid/txs_trc20_response.json', import.meta.url),
    'utf8',
  );

describe('address codec', () => {
  it('round-trips base58, keeping leading zero bytes as 1s', () => {
    // Prepare
    const samples = [
      new Uint8Array([0, 0, 1, 2]),
      ...Array.from({ length: 50 }, (_, n) => sampleBytes(n, 25)),
    ];

    for (const bytes of samples) {
      // Act
      const text = base58Encode(bytes);

      // Assess
      expect(Array.from(base58Decode(text)!)).toEqual(Array.from(bytes));
    }
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(base58Decode('0OIl')).toBeUndefined();
  });

  it('accepts a real OFAC TRON address and rebuilds it from its body', () => {
    // ofac/brave-intl_lists_2025-11-19/sanctioned_addresses_TRX.txt
    const real = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

    const body = tronBodyOf(real);

    expect(body).toHaveLength(20);
    expect(tronAddressFromBody(body!)).toBe(real);
  });

  it('rejects the chain sample address whose checksum is wrong (data/README.md)', () => {
    // Prepare: chain-samples/trongrid/txs_trc20_response.json holds TM1zz…x9D, one character off.
    const broken = 'TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D';
    expect(trongridSample()).toContain(broken);

    // Act + Assess
    expect(isValidTronAddress(broken)).toBe(false);
    expect(isValidTronAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9R')).toBe(true);
  });

  it('generates valid, distinct addresses from seeds on every chain', () => {
    const tron = Array.from({ length: 200 }, (_, i) => generatedAddress('tron', `seed:${i}`));
    const evm = Array.from({ length: 200 }, (_, i) => generatedAddress('ethereum', `seed:${i}`));

    for (const address of tron) {
      expect(address).toMatch(tronPattern);
      expect(isValidTronAddress(address)).toBe(true);
    }
    for (const address of evm) expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(new Set(tron).size).toBe(200);
    expect(generatedAddress('tron', 'seed:1')).toBe(tron[1]);
  });
});

/** Fixed bytes named by a number (SHA-256 of it); every third sample starts with a zero byte. */
function sampleBytes(n: number, length: number): Uint8Array {
  const bytes = createHash('sha256').update(`sample ${n}`).digest().subarray(0, length);
  if (n % 3 === 0) bytes[0] = 0;
  return bytes;
}

describe('TRON base58check of real addresses', () => {
  it('accepts real addresses (OFAC list, TronGrid sample)', () => {
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM')).toBe(true);
    expect(isValidTronAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9R')).toBe(true);
  });

  it('rejects the TronGrid sample address whose checksum fails (data/README.md)', () => {
    expect(isValidTronAddress('TM1zzNDZD2DPASbKcgdVoTYhfmYgtfwx9D')).toBe(false);
  });

  it('rejects wrong length or alphabet', () => {
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GB')).toBe(false);
    expect(isValidTronAddress('TAYhjpL8pPs8T84FSM329nffQpc6jD8GB0')).toBe(false);
  });

  it('decodes leading ones as zero bytes', () => {
    expect([...base58Decode('11')!]).toEqual([0, 0]);
    expect([...base58Decode('1z')!]).toEqual([0, 57]);
    expect(base58Decode('0')).toBeUndefined();
  });
});
