import { createServer, type IncomingHttpHeaders } from 'node:http';

/** A webhook receiver on 127.0.0.1 for integration tests: records every POST, fails the first `failFirst`. */
export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
  readonly status: number;
}

export async function startWebhookReceiver(options: { failFirst?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = failuresLeft > 0 ? 503 : 200;
      if (failuresLeft > 0) failuresLeft--;
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'try again');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Waits until `count` requests arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`only ${received.length} of ${count} webhooks arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
