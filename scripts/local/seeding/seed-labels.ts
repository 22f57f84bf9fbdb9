import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { labelSeedMarkerKey } from '../../../functions/adapters/dynamodb/entities/local-seed';
import { createLabelRepository } from '../../../functions/adapters/dynamodb/label.repository';
import { importLabels } from '../../../functions/adapters/labels/label-import';
import type { Logger } from '../../../functions/platform/logger';
import type { SeedClients } from './seed-clients';

/**
 * Imports the public label feeds (`npm run labels:import`, issue 3 part 1) into the local table,
 * with the simulated ledger's anchors. The import takes a while, so it runs only when the feed
 * files differ from what was imported last (a fingerprint of their paths and contents is kept
 * in the table). A missing directory is reported, not fatal: the product runs with no labels.
 */
const markerKey = labelSeedMarkerKey();

export async function seedLabels(
  clients: Pick<SeedClients, 'documents'>,
  table: string,
  dir: string,
  log: Logger,
): Promise<string[]> {
  const fingerprint = await fingerprintOf(dir);
  if (!fingerprint) {
    log.warn(`seed: no label feeds at ${dir}; analyses will find no labels (set LABELS_DIR)`);
    return [];
  }
  const { Item } = await clients.documents.send(new GetCommand({ TableName: table, Key: markerKey }));
  if (Item?.fingerprint === fingerprint) return [];
  const summary = await importLabels({
    dir,
    repository: createLabelRepository(clients.documents, table),
    log,
  });
  await clients.documents.send(
    new PutCommand({ TableName: table, Item: { ...markerKey, fingerprint, imported_at: Date.now() } }),
  );
  return [`imported ${summary.written} labels from ${dir} in ${(summary.ms / 1000).toFixed(1)} s`];
}

async function fingerprintOf(dir: string): Promise<string | undefined> {
  let files: string[];
  try {
    files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return undefined;
  }
  if (files.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(dir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
