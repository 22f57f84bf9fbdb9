import { reachOf, recipientKey } from './alert-delivery-rules';
import { defaultMonitorConfig } from './monitor-rules';

const config = (
  webhook: { enabled: boolean; urls: string[] },
  email: { enabled: boolean; recipients: string[] },
) => ({
  notification: { webhook, email },
});
const confirmed = (...emails: string[]) => {
  const set = new Set(emails.map(recipientKey));
  return (email: string) => set.has(recipientKey(email));
};

describe('reachOf: a push is charged only when a channel receives it', () => {
  it('the default configuration (e-mail on, no recipients; webhook off) reaches nobody', () => {
    expect(reachOf(defaultMonitorConfig, confirmed()).any).toBe(false);
  });

  it('a webhook that is on with a URL reaches, whatever the e-mail', () => {
    const reach = reachOf(
      config({ enabled: true, urls: ['https://h.example'] }, { enabled: true, recipients: [] }),
      confirmed(),
    );
    expect(reach).toMatchObject({ webhook: true, emails: [], any: true });
  });

  it('a webhook that is off, or on without URLs, does not', () => {
    expect(
      reachOf(
        config({ enabled: false, urls: ['https://h.example'] }, { enabled: false, recipients: [] }),
        confirmed(),
      ).any,
    ).toBe(false);
    expect(
      reachOf(config({ enabled: true, urls: [] }, { enabled: false, recipients: [] }), confirmed()).any,
    ).toBe(false);
  });

  it('e-mail reaches only its confirmed recipients, compared without case', () => {
    const reach = reachOf(
      config(
        { enabled: false, urls: [] },
        { enabled: true, recipients: ['Team@Example.com', 'other@example.com'] },
      ),
      confirmed('team@example.com'),
    );
    expect(reach).toEqual({
      webhook: false,
      emails: ['Team@Example.com'],
      unconfirmed: ['other@example.com'],
      any: true,
    });
  });

  it('unconfirmed recipients alone reach nobody, and a switched-off channel none at all', () => {
    const unconfirmedOnly = config(
      { enabled: false, urls: [] },
      { enabled: true, recipients: ['a@example.com'] },
    );
    expect(reachOf(unconfirmedOnly, confirmed())).toMatchObject({
      any: false,
      unconfirmed: ['a@example.com'],
    });
    const off = config({ enabled: false, urls: [] }, { enabled: false, recipients: ['a@example.com'] });
    expect(reachOf(off, confirmed('a@example.com'))).toMatchObject({
      any: false,
      emails: [],
      unconfirmed: [],
    });
  });
});
