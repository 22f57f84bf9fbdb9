import type { OperationId } from '../api/routes';
import { operations } from './operations';
import { canonicalParameters, fieldNamesOf, parameterAliases } from './request-parameters';

describe('parameterAliases', () => {
  it('maps each spec name onto a field its operation takes, and shadows none of them', () => {
    for (const [id, { query = {}, body = {} }] of Object.entries(parameterAliases)) {
      const contract = operations[id as OperationId] as { query?: never; body?: never };
      for (const [aliases, fields] of [
        [query, fieldNamesOf(contract.query)],
        [body, fieldNamesOf(contract.body)],
      ] as const) {
        for (const [alias, field] of Object.entries(aliases)) {
          expect([id, fields]).toEqual([id, expect.arrayContaining([field])]);
          expect([id, fields.includes(alias)]).toEqual([id, false]);
        }
      }
    }
  });
});

describe('canonicalParameters', () => {
  const fields = ['monitor_type', 'start_time', 'page'];
  const aliases = { type: 'monitor_type', startTime: 'start_time' };

  it('renames the aliases and keeps the fields', () => {
    expect(canonicalParameters({ type: 'known_risk', startTime: '1', page: '2' }, fields, aliases)).toEqual({
      ok: true,
      value: { monitor_type: 'known_risk', start_time: '1', page: '2' },
    });
  });

  it('names the first parameter that is neither a field, an alias nor the API key', () => {
    expect(canonicalParameters({ api_key: 'k', page: '1', pageSize: '5' }, fields, aliases)).toEqual({
      ok: false,
      problem: 'unknown',
      field: 'pageSize',
    });
  });

  it('refuses a field under both names', () => {
    expect(canonicalParameters({ type: 'a', monitor_type: 'b' }, fields, aliases)).toEqual({
      ok: false,
      problem: 'twice',
      field: 'type',
      canonical: 'monitor_type',
    });
  });

  it('keeps unknown names when not strict (bodies)', () => {
    expect(canonicalParameters({ extra: 1, startTime: 2 }, fields, aliases, false)).toEqual({
      ok: true,
      value: { extra: 1, start_time: 2 },
    });
  });
});
