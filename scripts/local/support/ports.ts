import { connect, createServer } from 'node:net';

/** The ports of every local server. `sfn` is the Step Functions JSON endpoint the SDK talks to. */
export interface LocalPorts {
  readonly gateway: number;
  readonly dynamodb: number;
  readonly cognito: number;
  readonly ses: number;
  readonly sqs: number;
  readonly sfn: number;
}

/** `npm start`'s ports; 8083 is Step Functions Local's customary port. */
export const defaultPorts: LocalPorts = {
  gateway: 3000,
  dynamodb: 8000,
  cognito: 9229,
  ses: 8005,
  sqs: 9324,
  sfn: 8083,
};

/** A port the OS considers free right now (listen on 0, read it back, close). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** One distinct free port per server (asked one after another so no two are the same). */
export async function freePorts(): Promise<LocalPorts> {
  const taken = new Set<number>();
  const next = async (): Promise<number> => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  return {
    gateway: await next(),
    dynamodb: await next(),
    cognito: await next(),
    ses: await next(),
    sqs: await next(),
    sfn: await next(),
  };
}

const answersOn = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * Whether something already listens on the port (IPv4 or IPv6 loopback). Checked before a server
 * starts so a readiness poll can never mistake a stray process for the one just spawned.
 */
export async function isPortTaken(port: number): Promise<boolean> {
  const [v4, v6] = await Promise.all([answersOn('127.0.0.1', port), answersOn('::1', port)]);
  return v4 || v6;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export async function assertPortFree(port: number, what: string): Promise<void> {
  if (await isPortTaken(port)) {
    throw new PortInUseError(
      `Port ${port} (${what}) is already in use; stop whatever listens there or pick another port.`,
    );
  }
}
