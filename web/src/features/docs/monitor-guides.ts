import { LOOKALIKE_LEADING_CHARS, LOOKALIKE_TRAILING_CHARS } from '../../../../shared/rules/lookalike-rules';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_OVERLAP_SECONDS,
} from '../../../../shared/rules/monitor-rules';

/**
 * The two monitoring guides of the docs page: how alerts are raised and paid for, with
 * a walkthrough that makes one happen on the local stack; and how to verify a webhook with a
 * Standard Webhooks library. Their code is built here (pure, tested) from the shared rules, so
 * the page states the same numbers the server uses.
 */
export const monitorGuideIds = ['monitor-alerts', 'webhook-verification'] as const;
export type MonitorGuideId = (typeof monitorGuideIds)[number];

/** The rules the guides quote (shared/rules/monitor-rules.ts, shared/rules/lookalike-rules.ts). */
export const monitorRuleNumbers = {
  leading: LOOKALIKE_LEADING_CHARS,
  trailing: LOOKALIKE_TRAILING_CHARS,
  overlapHours: WEBHOOK_SECRET_OVERLAP_SECONDS / 3600,
  retries: WEBHOOK_RETRY_DELAYS_SECONDS.length,
};

/** "5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h": the retry schedule as read. */
export function retrySchedule(delays: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS): string {
  return delays.map((s) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`)).join(', ');
}

/** Where the stack that serves the page takes the transfer injection (local gateway only). */
export const LOCAL_GATEWAY = 'http://localhost:3000';

/** A sanctioned address from the labels the local stack seeds (the OFAC list in shared/data/labels). */
export const SANCTIONED_EXAMPLE = '0x0330070fd38ec3bb94f58fa55d40368271e9e54a';
export const WATCHED_EXAMPLE = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
export const LOCAL_RECEIVER = 'http://localhost:4000/webhooks/risk';

const json = (value: unknown) => JSON.stringify(value, null, 2).replaceAll("'", "'\\''");
const post = (url: string, body: unknown, auth = true) =>
  [
    `curl -X POST "${url}"`,
    ...(auth ? ['  -H "X-API-Key: YOUR_API_KEY"'] : []),
    '  -H "Content-Type: application/json"',
    `  -d '${json(body)}'`,
  ].join(' \\\n');
const get = (url: string) => [`curl "${url}"`, '  -H "X-API-Key: YOUR_API_KEY"'].join(' \\\n');

export interface WalkthroughStep {
  /** Message id of the step's title. */
  readonly titleId: string;
  readonly code: string;
}

/**
 * Watch an address and make an alert happen: a webhook URL and an e-mail in the global config
 * (Transaction detection off: the watched address is an exchange's busy wallet), the address,
 * what Transaction detection would cost on it, a transfer from a sanctioned address (the local
 * gateway's injection endpoint), then the alert and its deliveries. `origin` is the public API's
 * base URL (public-api-url.ts).
 */
export function monitorWalkthrough(origin: string): WalkthroughStep[] {
  const v1 = `${origin}/v1`;
  return [
    {
      titleId: 'docs.monitor.step.config',
      code: post(`${v1}/monitor/config/default`, {
        config: {
          detection: { normal_transaction: false, known_risk: true, similar_address: true },
          notification: {
            webhook: { enabled: true, urls: [LOCAL_RECEIVER] },
            email: { enabled: true, recipients: ['risk-team@example.com'] },
          },
        },
      }),
    },
    {
      titleId: 'docs.monitor.step.add',
      code: post(`${v1}/monitor/address/add`, { chain: 'ethereum', token: 'usdt', address: WATCHED_EXAMPLE }),
    },
    {
      titleId: 'docs.monitor.step.estimate',
      code: get(
        `${v1}/monitor/address/estimate?chain=ethereum&token=usdt&address=${WATCHED_EXAMPLE}&min_amount=10000`,
      ),
    },
    {
      titleId: 'docs.monitor.step.inject',
      code: post(
        `${LOCAL_GATEWAY}/_local/ledger/transfers`,
        { chain: 'ethereum', token: 'usdt', from: SANCTIONED_EXAMPLE, to: WATCHED_EXAMPLE, amount: '2500' },
        false,
      ),
    },
    {
      titleId: 'docs.monitor.step.alerts',
      code: get(`${v1}/monitor/alerts?monitor_type=known_risk&page=1&page_size=20`),
    },
    { titleId: 'docs.monitor.step.deliveries', code: get(`${v1}/monitor/alerts/ALERT_ID/deliveries`) },
  ];
}

/** The headers of one delivery, as a receiver sees them (two signatures during a rotation). */
export const exampleDeliveryHeaders = [
  'POST /webhooks/risk HTTP/1.1',
  'content-type: application/json',
  'webhook-id: al_3f0c9a1e5b7d2c4e6f8a0b1c2d3e4f50',
  'webhook-timestamp: 1795442221',
  'webhook-signature: v1,l7fAD08pRkQNTfRPiqzw3DDbWw58+rAKW8BuxOOrIzs= v1,gJ1ff/RK3l8Busk9HPMtzFe1ZGCXfFRzgvy9z/jv7PM=',
  '',
  '{"type":"monitor.alert","timestamp":"2026-11-21T08:21:00Z","data":{"id":"al_3f0c…","monitor_type":"known_risk",…}}',
].join('\n');

/** A complete receiver in TypeScript (Node's http and the `standardwebhooks` npm package). */
export const nodeReceiver = `// receiver.ts: npm install standardwebhooks; WEBHOOK_SECRET=whsec_… npx tsx receiver.ts
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

// The secret of GET /v1/monitor/webhook/secret ("whsec_" + base64).
const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? '');
const handled = new Set<string>();

createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    try {
      // Verify the raw body: JSON parsed and written again would not match the signature.
      // Throws on a wrong signature or a webhook-timestamp more than 5 minutes away.
      const event = webhook.verify(body, request.headers as Record<string, string>) as {
        type: 'monitor.alert' | 'monitor.test';
        data: { id: string; monitor_type: string; tx_hash: string };
      };
      // A retry carries the same webhook-id: handle each id once.
      const id = String(request.headers['webhook-id']);
      if (!handled.has(id)) {
        handled.add(id);
        console.log(event.type, event.data.monitor_type, event.data.tx_hash);
      }
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
}).listen(4000);
`;

/** The same check in Python (Flask and the `standardwebhooks` PyPI package). */
export const pythonReceiver = `# pip install flask standardwebhooks
import os
from flask import Flask, request
from standardwebhooks.webhooks import Webhook

app = Flask(__name__)
webhook = Webhook(os.environ["WEBHOOK_SECRET"])  # whsec_…

@app.post("/webhooks/risk")
def risk_alert():
    try:
        event = webhook.verify(request.get_data(), dict(request.headers))
    except Exception:
        return "", 400
    print(event["type"], event["data"]["monitor_type"], request.headers["webhook-id"])
    return "", 204
`;
