import { describe, expect, it } from 'vitest';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../shared/rules/monitor-rules';
import { addedDestinations, destinationSubject } from './alert-destinations';

const config = (urls: string[], recipients: string[]): MonitorConfig => {
  const c = structuredClone(defaultMonitorConfig) as MonitorConfig;
  c.notification.webhook.urls = urls;
  c.notification.email.recipients = recipients;
  return c;
};

describe('new alert destinations', () => {
  it('are the webhook URLs and recipients the new config adds', () => {
    const before = config(['https://hooks.example.com/a'], ['ana@example.com']);
    const after = config(
      ['https://hooks.example.com/a', 'https://evil.example.net/x?t=1'],
      ['ANA@example.com', 'eve@evil.example'],
    );
    expect(addedDestinations(before, after)).toEqual(['https://evil.example.net/x?t=1', 'eve@evil.example']);
  });

  it('are none when destinations are removed or the config is cleared', () => {
    const before = config(['https://hooks.example.com/a'], ['ana@example.com']);
    expect(addedDestinations(before, config([], []))).toEqual([]);
    expect(addedDestinations(before, null)).toEqual([]);
  });

  it('are every destination when there was no config', () => {
    expect(addedDestinations(null, config(['https://h.example/'], ['b@example.com']))).toHaveLength(2);
  });

  it('are named in the notice by host and e-mail, without paths or tokens', () => {
    expect(destinationSubject(['https://evil.example.net/x?t=secret', 'eve@evil.example'])).toBe(
      'evil.example.net, eve@evil.example',
    );
  });
});
