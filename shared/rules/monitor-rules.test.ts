import { describe, expect, it } from 'vitest';
import {
  alertSeverityOf,
  defaultMonitorConfig,
  isRecipientEmail,
  isWebhookUrl,
  uniqueEntries,
} from './monitor-rules';

describe('monitor rules (spec 02 §3, §4, §5)', () => {
  it('defaults to known_risk only, webhook off, e-mail on without recipients', () => {
    expect(defaultMonitorConfig.detection).toEqual({
      normal_transaction: false,
      known_risk: true,
      similar_address: false,
    });
    expect(defaultMonitorConfig.notification.webhook).toMatchObject({ enabled: false, urls: [] });
    expect(defaultMonitorConfig.notification.email).toMatchObject({ enabled: true, recipients: [] });
  });

  it('derives severity from the monitor type', () => {
    expect(['known_risk', 'similar_address', 'normal_transaction'].map(alertSeverityOf)).toEqual([
      'high',
      'medium',
      'low',
    ]);
  });

  it.each(['https://hooks.example.com/risk', 'http://10.0.0.1:8080/hook'])(
    'takes the webhook URL %s',
    (url) => {
      expect(isWebhookUrl(url)).toBe(true);
    },
  );

  it.each(['ftp://example.com', 'not a url'])('refuses the webhook URL %s: http(s) only', (url) => {
    expect(isWebhookUrl(url)).toBe(false);
  });

  it('takes simple e-mail addresses as recipients', () => {
    expect(isRecipientEmail('risk-team@example.com')).toBe(true);
    expect(isRecipientEmail('risk-team@example')).toBe(false);
    expect(isRecipientEmail('a b@example.com')).toBe(false);
  });

  it('ignores duplicates and blanks', () => {
    expect(uniqueEntries([' a@x.io', 'a@x.io', '', 'b@x.io'])).toEqual(['a@x.io', 'b@x.io']);
  });
});
