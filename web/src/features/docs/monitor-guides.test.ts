import { Webhook } from 'standardwebhooks';
import {
  exampleDeliveryHeaders,
  monitorWalkthrough,
  retrySchedule,
  SANCTIONED_EXAMPLE,
} from './monitor-guides';

describe('monitoring guides of the docs page', () => {
  it('reads the retry schedule of the shared rules', () => {
    expect(retrySchedule([5, 30, 120, 600, 3600, 28800])).toBe('5 s, 30 s, 2 min, 10 min, 1 h, 8 h');
  });

  it('builds the walkthrough on the public API, injecting on the local gateway only', () => {
    const steps = monitorWalkthrough('http://localhost:3000');
    expect(steps.map((s) => s.titleId)).toEqual([
      'docs.monitor.step.config',
      'docs.monitor.step.add',
      'docs.monitor.step.estimate',
      'docs.monitor.step.inject',
      'docs.monitor.step.alerts',
      'docs.monitor.step.deliveries',
    ]);
    expect(steps[0]?.code).toContain('curl -X POST "http://localhost:3000/v1/monitor/config/default"');
    expect(steps[0]?.code).toContain('-H "X-API-Key: YOUR_API_KEY"');
    expect(steps[2]?.code).toContain('/v1/monitor/address/estimate?chain=ethereum&token=usdt&address=');
    const inject = steps[3]!.code;
    expect(inject).toContain('"http://localhost:3000/_local/ledger/transfers"');
    expect(inject).not.toContain('X-API-Key');
    expect(inject).toContain(SANCTIONED_EXAMPLE);
    // The JSON body is valid JSON inside the single quotes.
    const body = inject.slice(inject.indexOf("-d '") + 4, -1);
    expect(JSON.parse(body)).toMatchObject({ chain: 'ethereum', token: 'usdt', amount: '2500' });
    expect(monitorWalkthrough('https://api.example.com')[1]?.code).toContain(
      '"https://api.example.com/v1/monitor/address/add"',
    );
  });

  it('shows a signature header a Standard Webhooks library verifies with either secret of a rotation', () => {
    const headers = Object.fromEntries(
      exampleDeliveryHeaders
        .split('\n')
        .filter((line) => line.startsWith('webhook-'))
        .map((line) => line.split(': ') as [string, string]),
    );
    expect(Object.keys(headers)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(headers['webhook-signature']?.split(' ').every((s) => s.startsWith('v1,'))).toBe(true);

    // The same form as a delivery: both signatures in one header, either secret verifies it.
    const body = '{"type":"monitor.alert"}';
    const at = new Date();
    const older = new Webhook('whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD');
    const newer = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const delivered = {
      'webhook-id': 'al_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': `${older.sign('al_1', at, body)} ${newer.sign('al_1', at, body)}`,
    };
    expect(newer.verify(body, delivered)).toEqual({ type: 'monitor.alert' });
    expect(older.verify(body, delivered)).toEqual({ type: 'monitor.alert' });
  });
});
