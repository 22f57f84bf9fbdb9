import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { creditMoves } from '../../domain/credits/credit-moves';
import type { ScreeningCharges } from '../../domain/screening/screening.ports';
import { createCreditLedger } from './credit-ledger';
import { transactMove } from './transact-write';

/** Batch screening's charge: one ledger move (plan debit + entry) in one transaction. */
export function createScreeningCharges(ddb: DynamoDBDocumentClient, table: string): ScreeningCharges {
  const ledger = createCreditLedger(table);
  return {
    async charge(userId, chargeKey, credits, atMs) {
      const move = ledger.apply(userId, creditMoves.screening(chargeKey, credits), atMs);
      return transactMove(ddb, [...move.items], move);
    },
  };
}
