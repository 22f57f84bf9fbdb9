import { createServer } from 'vite';

/**
 * Runs `use` with a loader of the app's modules as Node runs them, through Vite's server-side
 * module loader with the build's own configuration (`configFile`), so what the build makes from
 * them (pages drawn ahead of time, the global style sheet) is what the browser would draw.
 */
export async function withServerSideModules<T>(
  configFile: string,
  use: (load: (module: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    return await use((module) => server.ssrLoadModule(module));
  } finally {
    await server.close();
  }
}
