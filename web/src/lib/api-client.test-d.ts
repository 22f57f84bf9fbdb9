import type { UserPackage } from '../../../shared/contract/accounts.schema';
import type { QueryStatus } from '../../../shared/contract/queries.schema';
import { api } from './api';

/**
 * Type tests, checked by `tsc` (npm run check), never run: the path, the input and the answer of a
 * call come from the contract, so a wrong field fails the typecheck. Each @ts-expect-error fails
 * the check if the line it guards ever compiles.
 */
export async function callsAreTypedByTheContract() {
  expectTypeOf(await api('getQueryStatus', { path: { hash: 'q_1' } })).toEqualTypeOf<QueryStatus>();
  expectTypeOf(await api('getUserPackage')).toEqualTypeOf<UserPackage>();

  // @ts-expect-error a misspelt body field
  await api('createQuery', { body: { chain: 'tron', adress: 'T' } });
  // @ts-expect-error a chain the contract does not know
  await api('createQuery', { body: { chain: 'solana', address: 'T' } });
  // @ts-expect-error the path parameter is required
  await api('getQueryStatus', {});
  // @ts-expect-error createQuery needs its body
  await api('createQuery');
  // @ts-expect-error getUser takes no query
  await api('getUser', { query: { page: 1 } });
  // @ts-expect-error a query parameter the operation does not have
  await api('listQueryHistories', { query: { page: 1 } });
  // @ts-expect-error an operation that does not exist
  await api('getQueryStatuses', { path: { hash: 'q_1' } });
  // @ts-expect-error the answer has no such field
  (await api('getUser')).name;
}
