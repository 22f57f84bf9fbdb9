import { createLabelRepository } from '../../functions/adapters/dynamodb/label.repository';
import { importLabels } from '../../functions/adapters/labels/label-import';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { createLogger } from '../../functions/platform/logger';
import { publishedLabelsDir } from '../../functions/testing/published-labels';
import { scriptConfig } from '../local/support/local-config';

/**
 * `npm run labels:import [dir]`: imports the public label feeds (data/README.md) into the table.
 * The directory is the argument, else LABELS_DIR, else `<repo>/../shared/data/labels`. Table and
 * endpoint come from the same environment as the handlers (functions/platform/config.ts); unset,
 * they default to the `npm start` stack (table `wallet-risk`, DynamoDB Local on DYNAMODB_PORT or
 * its default port).
 */
const dir = process.argv[2] ?? process.env.LABELS_DIR ?? publishedLabelsDir;
const config = scriptConfig(process.env, 'label-import');
const clients = createAwsClients(config);
const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);

try {
  console.log(
    `importing labels from ${dir} into ${config.TABLE_NAME} (${config.DYNAMODB_ENDPOINT ?? 'AWS'})`,
  );
  const summary = await importLabels({
    dir,
    repository: createLabelRepository(clients.ddb, config.TABLE_NAME),
    log,
  });
  console.log('\n  feed               rows   labels  skipped');
  for (const feed of summary.feeds) {
    const skipped = Object.entries(feed.skipped)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ');
    console.log(
      `  ${feed.feed.padEnd(16)} ${String(feed.rows).padStart(6)} ${String(feed.labels).padStart(8)}  ${skipped || '-'}`,
    );
  }
  for (const missing of summary.missing) console.log(`  ${missing.padEnd(16)}  not found in ${dir}`);
  console.log('\n  chain      addresses  deleted  snapshot');
  for (const chain of summary.chains)
    console.log(
      `  ${chain.chain.padEnd(9)} ${String(chain.addresses).padStart(10)} ${String(chain.deleted).padStart(8)}  ${chain.version}`,
    );
  console.log(`\n  ${summary.written} labels written in ${(summary.ms / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`Label import failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Is the local stack running (npm start), or are TABLE_NAME / DYNAMODB_ENDPOINT set?');
  process.exitCode = 1;
} finally {
  clients.ddb.destroy();
}
