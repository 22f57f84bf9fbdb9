import { describe, expect, it } from 'vitest';
import {
  digits,
  documented,
  epochMs,
  joined,
  keyTemplate,
  number,
  soleItem,
  text,
  userItem,
} from './key-template';

describe('a key template', () => {
  const versionKey = keyTemplate([text('sub'), digits('version', 6)], (sub, version) => ({
    PK: `USER#${sub}`,
    SK: `V#${version}`,
  }));

  it('builds a key from values and shows the same layout as patterns', () => {
    expect(versionKey('u1', 3)).toEqual({ PK: 'USER#u1', SK: 'V#000003' });
    expect(versionKey.pattern).toEqual({ PK: 'USER#<sub>', SK: 'V#<version, 6 digits>' });
  });

  it('writes each kind of part as its pattern says', () => {
    const parts = keyTemplate(
      [epochMs('created'), number('shard'), joined('<a>#<b>')],
      (created, shard, ab) => ({ SK: `${created}#${shard}#${ab}` }),
    );

    expect(documented(parts, 1_790_000_000_000, 7, 'x#y')).toEqual({
      pattern: { SK: '<created ms, 15 digits>#<shard>#<a>#<b>' },
      example: { SK: '001790000000000#7#x#y' },
    });
  });

  it('keys an item alone in the partition its value names', () => {
    expect(documented(soleItem('LIMIT#', text('subject'), 'WINDOW'), 'login:ana')).toEqual({
      pattern: { PK: 'LIMIT#<subject>', SK: 'WINDOW' },
      example: { PK: 'LIMIT#login:ana', SK: 'WINDOW' },
    });
  });

  it("keys a user's one item of a kind under their partition", () => {
    expect(documented(userItem('PLAN'), 'u1')).toEqual({
      pattern: { PK: 'USER#<sub>', SK: 'PLAN' },
      example: { PK: 'USER#u1', SK: 'PLAN' },
    });
  });
});
