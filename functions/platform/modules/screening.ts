import { createBatchScreening } from '../../domain/labels/batch-screening.service';
import type { Container } from '../container';
import { lazyMembers } from '../lazy';
import type { Ports } from '../ports';

export interface ScreeningModule {
  /** POST /v1/screen: many addresses against the labels, one credit move. */
  readonly batch: ReturnType<typeof createBatchScreening>;
}

export const screeningModule = (
  ports: Ports,
  app: Pick<Container, 'accounts' | 'credits' | 'labels'>,
): ScreeningModule =>
  lazyMembers<ScreeningModule>({
    batch: () =>
      createBatchScreening({
        screening: app.labels.screening,
        ledger: ports.ledger,
        idempotency: app.credits.idempotency,
        newId: ports.entropy.id,
        currentPlan: app.accounts.currentPlan,
        clock: ports.clock,
      }),
  });
