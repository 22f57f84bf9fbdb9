import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The seeded table the in-memory stacks of one `npm test` run share. Importing the label feeds into
 * a fresh DynamoDB Local takes 20–40 s of both cores, and every stack of a run imports the same
 * files; so the run's first stack leaves a copy of its database file, once seeded, in the run's
 * folder (TEST_RUN_DIR, as for the templates), and later stacks start from that copy. The seed
 * still runs on the copy: it finds the table, the plans and the labels' fingerprint as the design
 * and the feeds want them and changes nothing, or brings back what differs. One copy per label
 * folder, since a journey may start a stack on a folder of its own.
 *
 * DynamoDB Local keeps a `-dbPath` database in one SQLite file, written through on every request:
 * once the seed's requests have been answered the file is whole, and copying it is safe before
 * anything else writes (the workflows and the gateway start after).
 */
const DATABASE_FILE = 'shared-local-instance.db';

export interface TableSnapshot {
  /** The folder the stack's DynamoDB Local keeps its file in (`-dbPath`). */
  readonly dataDir: string;
  /** Leaves the seeded file for the run's later stacks, unless one is there already. */
  save(): void;
}

/**
 * A file-backed table in `scratch` for a stack of an `npm test` run, started from the run's seeded
 * copy when there is one; undefined outside a run (the stack keeps its table in memory).
 */
export function runTableSnapshot(
  runDir: string | undefined,
  labelsDir: string,
  scratch: string,
): TableSnapshot | undefined {
  if (!runDir) return undefined;
  const key = createHash('sha256').update(resolve(labelsDir)).digest('hex').slice(0, 16);
  const shared = join(runDir, `table-${key}.db`);
  const dataDir = join(scratch, 'dynamodb');
  const file = join(dataDir, DATABASE_FILE);
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(shared)) copyFileSync(shared, file);
  return {
    dataDir,
    save: () => {
      if (existsSync(shared) || !existsSync(file)) return;
      // Copied whole under a name of its own, then renamed: a stack starting meanwhile finds the
      // complete file or none, and seeds for itself.
      const partial = `${shared}.${process.pid}`;
      copyFileSync(file, partial);
      renameSync(partial, shared);
    },
  };
}
