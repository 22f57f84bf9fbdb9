import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real chain answers of `<repo>/../shared/data/chain-samples` (see each folder's
 * PROVENANCE.md), reached relative to the repository root, never by an absolute path.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const chainSamplesDir = fileURLToPath(new URL('../shared/data/chain-samples/', `file://${repoRoot}`));

export const readSampleText = (relativePath: string): string =>
  readFileSync(`${chainSamplesDir}${relativePath}`, 'utf8');

export const readSampleJson = (relativePath: string): unknown => JSON.parse(readSampleText(relativePath));

/** JSON Lines (ethereum-etl's format): one record per non-empty line, kept as text too. */
export const readSampleLines = (relativePath: string): string[] =>
  readSampleText(relativePath)
    .split('\n')
    .filter((line) => line.trim() !== '');
