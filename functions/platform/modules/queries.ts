import { createQueryRepository } from '../../adapters/dynamodb/query.repository';
import { createAnalysisStarter } from '../../adapters/sfn/analysis-executions';
import { createQueryQueue } from '../../adapters/sqs/query-queue';
import type { StartHeartbeat } from '../../domain/ports/heartbeat';
import { type AnalysisService, createAnalysisService } from '../../domain/queries/analysis.service';
import type { QueryQueue, QueryRepository, StartAnalysis } from '../../domain/queries/query.ports';
import { createQueryService, type QueryService } from '../../domain/queries/query.service';
import { createQueryCredits, type QueryCredits } from '../../domain/queries/query-credits';
import { createQueryEstimates, type QueryEstimates } from '../../domain/queries/query-estimate.service';
import { buildReport } from '../../domain/report/build-report';
import type { Container } from '../container';
import { timerHeartbeat } from '../heartbeat';
import { builtOnFirstCall, lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';
import { whenSet } from './optional-setting';

export interface QueryPorts {
  readonly queries: QueryRepository;
  /** Where query/create puts new queries (the query queue). */
  readonly enqueueQuery: QueryQueue;
  /** Opens the analysis state machine's execution for a query (the query starter). */
  readonly startAnalysis: StartAnalysis;
  /** Records an analysis's progress while it works. */
  readonly heartbeat: StartHeartbeat;
}

export const queryPorts: PortBuilders<QueryPorts> = ({ config, clients }) => ({
  queries: () => createQueryRepository(clients.ddb, config.TABLE_NAME),
  enqueueQuery: () =>
    builtOnFirstCall(() =>
      whenSet(config.QUERY_QUEUE_URL, 'QUERY_QUEUE_URL', (url) => createQueryQueue(clients.sqs, url)),
    ),
  startAnalysis: () =>
    builtOnFirstCall(() =>
      whenSet(config.ANALYSIS_STATE_MACHINE_ARN, 'ANALYSIS_STATE_MACHINE_ARN', (arn) =>
        createAnalysisStarter(clients.sfn, arn),
      ),
    ),
  heartbeat: () => timerHeartbeat,
});

export interface QueriesModule {
  readonly service: QueryService;
  /** What an analysis would cost, before it is asked for (GET /v1/query/estimate, create's 409). */
  readonly estimates: QueryEstimates;
  /** What a query holds and pays, committed with its status. */
  readonly credits: QueryCredits;
  /** The steps of the analysis state machine, and the failures of queries that never ran. */
  readonly analysis: AnalysisService;
}

type Needs = Pick<Container, 'accounts' | 'credits' | 'labels' | 'riskPolicies' | 'stats'>;

export const queriesModule = (ports: Ports, app: Needs): QueriesModule => {
  const module: QueriesModule = lazyMembers<QueriesModule>({
    credits: () => createQueryCredits({ ledger: ports.ledger }),
    // The estimate counts through the analysis's own chain source, so it prices what will be fetched.
    estimates: () =>
      createQueryEstimates({
        queries: ports.queries,
        sourceFor: ports.sourceFor,
        currentPlan: app.accounts.currentPlan,
        log: ports.log,
      }),
    service: () =>
      createQueryService({
        queries: ports.queries,
        credits: module.credits,
        idempotency: app.credits.idempotency,
        currentPlan: app.accounts.currentPlan,
        estimates: module.estimates,
        enqueue: ports.enqueueQuery,
        policyOf: (userId) => app.riskPolicies.service.applied(userId),
        clock: ports.clock,
        entropy: ports.entropy,
        log: ports.log,
      }),
    analysis: () =>
      createAnalysisService({
        queries: ports.queries,
        credits: module.credits,
        heartbeat: ports.heartbeat,
        // Called late: a sweep or a dead letter fails queries without building what analyses need.
        policyOf: (userId) => app.riskPolicies.service.applied(userId),
        recordAnalysisTime: (createdAtMs, completedAtMs) =>
          app.stats.publicStats.recordAnalysis(createdAtMs, completedAtMs),
        currentPlan: app.accounts.currentPlan,
        sourceFor: (chain) => ports.sourceFor(chain),
        screen: (chain, addresses) => app.labels.screening.screen(chain, addresses),
        buildReport,
        clock: ports.clock,
        log: ports.log,
      }),
  });
  return module;
};
