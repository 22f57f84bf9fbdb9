import { createCreditLedger } from '../../adapters/dynamodb/credit-ledger';
import { createCreditStatementReader } from '../../adapters/dynamodb/credit-statement.repository';
import { type ClientIdempotency, createClientIdempotency } from '../../domain/credits/client-idempotency';
import type { CreditStatementReader } from '../../domain/credits/credit-statement.ports';
import { createCreditStatementService } from '../../domain/credits/credit-statement.service';
import type { Ledger } from '../../domain/credits/ledger.ports';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface CreditPorts {
  /** The one path by which credits move (credit-ledger.ts). */
  readonly ledger: Ledger;
  readonly creditStatement: CreditStatementReader;
}

export const creditPorts: PortBuilders<CreditPorts> = ({ config, clients }, ports) => ({
  ledger: () => createCreditLedger(clients.ddb, config.TABLE_NAME, { now: () => ports().clock.nowMs() }),
  creditStatement: () => createCreditStatementReader(clients.ddb, config.TABLE_NAME),
});

export interface CreditsModule {
  /** The Idempotency-Keys of the calls that charge. */
  readonly idempotency: ClientIdempotency;
  /** The credit statement: the caller's credit moves, newest first. */
  readonly statement: ReturnType<typeof createCreditStatementService>;
}

export const creditsModule = (ports: Ports): CreditsModule =>
  lazyMembers<CreditsModule>({
    idempotency: () => createClientIdempotency({ ledger: ports.ledger, entropy: ports.entropy }),
    statement: () => createCreditStatementService({ statement: ports.creditStatement }),
  });
