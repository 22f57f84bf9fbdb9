import type { OperationId } from '../../../shared/api/routes';
import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { CallerContext, GroupHandler } from '../../platform/http/types';

/**
 * The credit statement (beyond the spec): the caller's own credit moves, with a user token on the
 * console API or a key holding the read permission on the public one. Every plan has credits, so
 * unlike the usage statistics it needs no plan.
 */
export function creditsHandlers({
  creditStatement,
  http,
}: Pick<Container, 'creditStatement' | 'http'>): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  return {
    getCreditStatement: operationHandler('getCreditStatement', http, async ({ query, caller }) =>
      creditStatement.page(userOf(caller), query),
    ),
    exportCreditStatement: operationHandler('exportCreditStatement', http, async ({ query, caller }) =>
      creditStatement.csv(userOf(caller), query),
    ),
  };
}
