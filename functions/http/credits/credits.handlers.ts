import type { Container } from '../../platform/container';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { userOf } from '../../platform/http/types';

/**
 * The credit statement (beyond the spec): the caller's own credit moves, with a user token on the
 * console API or a key holding the read permission on the public one. Every plan has credits, so
 * unlike the usage statistics it needs no plan.
 */
export function creditsHandlers({
  credits,
  http,
}: Pick<Container, 'credits' | 'http'>): GroupHandlers<'credits'> {
  return groupHandlers<'credits'>(http, {
    getCreditStatement: async ({ query, caller }) => credits.statement.page(userOf(caller), query),
    exportCreditStatement: async ({ query, caller }) => credits.statement.csv(userOf(caller), query),
  });
}
