import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` serves the built SPA (web/dist). It builds it when the build is missing or older
 * than any source it is made from, so a fresh clone shows the console and an edited page shows
 * up on the next start (`npm run web:dev` is the hot-reloading alternative).
 */
const sources = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'shared',
  'docs/openapi.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale(repoRoot: string): boolean {
  const built = join(repoRoot, 'web', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(repoRoot, source)) > builtAt);
}

export async function buildWeb(repoRoot: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(repoRoot, 'web', 'vite.config.ts'), logLevel: 'warn' });
}
