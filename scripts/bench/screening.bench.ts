import { createLabelRepository } from '../../functions/adapters/dynamodb/label.repository';
import { importLabels } from '../../functions/adapters/labels/label-import';
import { decodeLabelIndex } from '../../functions/domain/labels/label-index';
import { createLabelScreening } from '../../functions/domain/labels/label-screening.service';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { systemClock } from '../../functions/platform/entropy';
import { createLogger } from '../../functions/platform/logger';
import { publishedLabelsDir } from '../../functions/testing/published-labels';
import type { LocalStack } from '../local/stack';
import { type LatencyPercentiles, measureLatency } from './measure';

/**
 * Screening of 10,000 ethereum counterparties, ~2% of them labelled (real labelled addresses from
 * the imported feeds, the rest deterministic unlabelled ones), against DynamoDB Local:
 * - cold: a new screening service per run (loads the membership snapshot, then the hits' labels);
 * - warm: the same service again (snapshot in memory; only the hits' BatchGetItem calls).
 * Imports the full label feeds first, unless they are already imported.
 */
const COUNTERPARTIES = 10_000;
const LABELLED_SHARE = 0.02;

export interface ScreeningBenchRow extends LatencyPercentiles {
  readonly case: string;
  readonly runs: number;
  readonly perSecond: number;
}

export async function benchScreening(stack: LocalStack): Promise<ScreeningBenchRow[]> {
  const config = parseConfig(stack.env);
  const clients = createAwsClients(config);
  const repository = createLabelRepository(clients.ddb, config.TABLE_NAME);
  try {
    let header = await repository.getLabelIndexHeader('ethereum');
    if (!header || header.count === 0) {
      const started = performance.now();
      const summary = await importLabels({ dir: publishedLabelsDir, repository, log: createLogger('warn') });
      console.log(
        `\nlabel import: ${summary.written} labels in ${((performance.now() - started) / 1000).toFixed(1)} s (DynamoDB Local)`,
      );
      header = await repository.getLabelIndexHeader('ethereum');
    }
    const index = header && (await repository.getLabelIndex('ethereum', header));
    if (!index) throw new Error('No ethereum label snapshot after the import');
    const labelled = [...decodeLabelIndex('ethereum', index).members.keys()];

    const hits = Math.round(COUNTERPARTIES * LABELLED_SHARE);
    const step = Math.floor(labelled.length / hits);
    const counterparties = [
      ...Array.from({ length: hits }, (_, i) => labelled[i * step]!),
      ...Array.from(
        { length: COUNTERPARTIES - hits },
        (_, i) => `0x${(0xbe4c0000 + i).toString(16).padStart(40, 'f')}`,
      ),
    ];

    const time = async (runs: number, call: () => Promise<void>) => {
      const { p50Ms, p99Ms } = await measureLatency(call, { requests: runs, concurrency: 1 });
      return { runs, p50Ms, p99Ms, perSecond: (COUNTERPARTIES * 1000) / p50Ms };
    };
    const check = (found: Map<string, unknown>) => {
      if (found.size !== hits)
        throw new Error(`screening found ${found.size} labelled counterparties, expected ${hits}`);
    };

    const cold = await time(5, async () => {
      check(
        await createLabelScreening({ repository, clock: systemClock }).screen('ethereum', counterparties),
      );
    });
    const screening = createLabelScreening({ repository, clock: systemClock });
    await screening.screen('ethereum', counterparties);
    const warm = await time(20, async () => check(await screening.screen('ethereum', counterparties)));
    const clean = counterparties.slice(hits);
    const warmClean = await time(20, async () => {
      await screening.screen('ethereum', clean);
    });

    const rows: ScreeningBenchRow[] = [
      { case: 'cold (snapshot load)', ...cold },
      { case: 'warm', ...warm },
      { case: 'warm, no hits', ...warmClean },
    ];
    console.log(
      `\nScreening ${COUNTERPARTIES.toLocaleString('en')} ethereum counterparties, ${hits} labelled ` +
        `(snapshot ${index.count.toLocaleString('en')} addresses, ${index.parts.length} parts) → DynamoDB Local`,
    );
    console.log('  case                   runs   p50 ms   p99 ms   counterparties/s');
    for (const r of rows)
      console.log(
        `  ${r.case.padEnd(21)} ${String(r.runs).padStart(5)}  ${r.p50Ms.toFixed(2).padStart(7)}  ${r.p99Ms.toFixed(2).padStart(7)}  ${r.perSecond.toFixed(0).padStart(17)}`,
      );
    return rows;
  } finally {
    clients.ddb.destroy();
  }
}
