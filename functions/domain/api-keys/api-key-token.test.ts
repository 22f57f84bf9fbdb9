import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_TOKEN_LENGTH, crc32, isWellFormedApiKeyToken, newApiKeyToken } from './api-key-token';

describe('API key token format', () => {
  it('is wrk_ + 30 base62 + a 6-character checksum, and checks offline', () => {
    const token = newApiKeyToken((n) => randomBytes(n));
    expect(token).toMatch(/^wrk_[0-9A-Za-z]{36}$/);
    expect(token).toHaveLength(API_KEY_TOKEN_LENGTH);
    expect(isWellFormedApiKeyToken(token)).toBe(true);
  });

  it('fails the check on any changed character, a wrong prefix or length', () => {
    const token = newApiKeyToken((n) => randomBytes(n));
    for (const i of [4, 20, 33, 39]) {
      const c = token[i] === 'a' ? 'b' : 'a';
      expect(isWellFormedApiKeyToken(token.slice(0, i) + c + token.slice(i + 1))).toBe(false);
    }
    expect(isWellFormedApiKeyToken(`ghp_${token.slice(4)}`)).toBe(false);
    expect(isWellFormedApiKeyToken(token.slice(0, -1))).toBe(false);
  });

  it('computes the zlib CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });

  it('draws uniform characters: bytes of 248 and above are skipped', () => {
    const bytes = (n: number) => new Uint8Array(n).fill(255);
    let calls = 0;
    const token = newApiKeyToken((n) => (calls++ === 0 ? bytes(n) : new Uint8Array(n).fill(61)));
    expect(calls).toBe(2);
    expect(token.slice(4, 34)).toBe('z'.repeat(30));
  });

  it('different calls give different keys', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newApiKeyToken((n) => randomBytes(n))));
    expect(seen.size).toBe(200);
    expect(
      createHash('sha256')
        .update([...seen][0]!)
        .digest('hex'),
    ).toHaveLength(64);
  });
});
