import type { Container } from '../../../functions/platform/container';
import { analysisErrorNames } from '../../../shared/contract/payloads/analysis-workflow.schema';

/**
 * The local stack keeps its table on disk but its queues and workflow executions in memory: a
 * query still open when the stack stopped has nothing left to finish it. At start every such query
 * (opened before `startedAtMs`) is failed and refunded at once, instead of holding its credits and
 * its concurrency slot until the sweeper's deadline. Answers how many were failed.
 */
export async function failInterruptedQueries(
  container: Pick<Container, 'ports' | 'queries'>,
  startedAtMs: number,
): Promise<number> {
  // Every open query is due within a day; the index lists them without a scan, a page at a time
  // (each one failed leaves the index, so the next read starts past it).
  const PAGE = 500;
  let failed = 0;
  for (;;) {
    const open = (await container.ports.queries.listOverdue(startedAtMs + 24 * 60 * 60_000, PAGE)).filter(
      (query) => query.updatedAt < startedAtMs,
    );
    let failedNow = 0;
    for (const query of open) {
      const outcome = await container.queries.analysis.failOverdue(query, {
        Error: analysisErrorNames.interrupted,
        Cause: 'the local stack stopped while the query was open',
      });
      if (outcome === 'failed') failedNow++;
    }
    failed += failedNow;
    if (failedNow === 0 || open.length < PAGE) break;
  }
  return failed;
}
