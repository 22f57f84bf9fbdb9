/**
 * Writes web/public/example-report.json, the static report the home page's example dialog shows
 * (spec 01 §2 "Example-report dialog"), as the product itself builds it: a local stack of its own
 * (in memory, free ports, the real label feeds from ../shared/data imported by its seed) analyses
 * the sanctioned-exposure showcase address (docs/showcase-addresses.md), and the stored result is
 * the example. Nothing in it is invented: its labels, OFAC findings, verdict and policy are what
 * an analyst would get. The simulated ledger moves by a day every day, so the file is a snapshot,
 * taken again with `npm run web:example`; scripts/web/example-report.test.ts checks what the home
 * page relies on (a valid report of that showcase, with a verdict and its OFAC finding).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHOWCASE_ADDRESSES } from '../../functions/adapters/chain/simulated/showcase-addresses';
import { createLogger } from '../../functions/platform/logger';
import { queryResultSchema } from '../../shared/contract/queries.schema';
import { completedQuery, professionalUser } from '../bench/bench-user';
import { startLocalStack } from '../local/stack';
import { freePorts } from '../local/support/ports';

export const exampleReportPath = fileURLToPath(
  new URL('../../web/public/example-report.json', import.meta.url),
);

/** The showcase the example shows: direct transfers with an OFAC-listed TRON address. */
export const exampleShowcase = SHOWCASE_ADDRESSES.find((s) => s.key === 'sanctioned-exposure')!;

async function analyseShowcase(): Promise<unknown> {
  const stack = await startLocalStack({
    ports: await freePorts(),
    log: createLogger('warn'),
    handlerLogLevel: 'warn',
  });
  try {
    const bench = await professionalUser(stack, 'example-report');
    const hash = await completedQuery(bench, {
      chain: exampleShowcase.chain,
      address: exampleShowcase.address,
    });
    const result = await bench.api.call('GET', `/api/v1/query/${hash}/result`, {
      token: bench.user.access_token,
    });
    if (result.status !== 200) throw new Error(`result answered ${result.status}`);
    return result.body;
  } finally {
    await stack.stop();
  }
}

// Runs only as the script, not when the test imports the path.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = queryResultSchema.parse(await analyseShowcase());
  writeFileSync(exampleReportPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${exampleReportPath}`);
}
