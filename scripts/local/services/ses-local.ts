import type { Server } from 'node:http';
import { assertPortFree } from '../support/ports';
import { httpAnswers, waitUntil } from './readiness';
import type { RunningService } from './running-service';

/**
 * aws-ses-v2-local, in process: pure JavaScript that starts in milliseconds and so dies with us.
 * Its mailbox (`GET /store`, web inbox at `/`) is module state, hence one per process and empty
 * after a restart, like a real inbox that was read.
 */
type StartSes = (config: { host: string; port: number }) => Promise<Server>;

const loadSes = async (): Promise<StartSes> => {
  // A CommonJS module whose `exports.default` is the starter; ESM loaders differ in whether the
  // default import is `module.exports` (Node) or `exports.default` (bundler interop).
  const module = (await import('aws-ses-v2-local')) as unknown as {
    default: StartSes | { default: StartSes };
  };
  return typeof module.default === 'function' ? module.default : module.default.default;
};

export async function startSesLocal(options: { port: number }): Promise<RunningService> {
  await assertPortFree(options.port, 'aws-ses-v2-local');
  const start = await loadSes();
  const server = await start({ host: '127.0.0.1', port: options.port });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntil(() => httpAnswers(`${endpoint}/health-check`), {
    what: 'aws-ses-v2-local',
    timeoutMs: 10_000,
  });
  return { name: 'ses', endpoint, stop: () => closeServer(server) };
}

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets would hold close() open for seconds.
    server.closeAllConnections();
  });
