import { alertMail } from './alert-mail';
import type { AlertRecord } from './monitoring.ports';

const pending = { sent: false, sentAt: null, state: 'pending' as const, attempts: 0 };
const alert = (overrides: Partial<AlertRecord> = {}): AlertRecord => ({
  id: 'al_1',
  userId: 'u1',
  monitorId: 'mon-1',
  monitoringAddress: '0x1111aaaa000000000000000000000000bbbb2222',
  counterparty: '0x9999999999999999999999999999999999999999',
  chain: 'ethereum',
  token: 'usdt',
  amount: '66.04',
  txHash: `0x${'1'.repeat(64)}`,
  monitorType: 'known_risk',
  monitorTypes: ['known_risk'],
  status: 'pending',
  details: {
    direction: 'out',
    description: 'Sent 66.04 USDT to an address labelled sanction',
    log_index: 0,
    risk_type: 'sanction',
    label_source: 'ofac',
    label_name: 'Lazarus Group',
  },
  notification: { email: pending, webhook: pending },
  creditsCharged: 0,
  createdAt: Date.UTC(2026, 10, 26, 8, 0, 0),
  ...overrides,
});

describe('alert e-mail', () => {
  it('says what the alert means, the next step and the listed entity, and links the console’s alerts', () => {
    const mail = alertMail(alert(), 'en-US', 'http://localhost:3000/');
    expect(mail.text).toContain('What it means: The counterparty is on a risk list');
    expect(mail.text).toContain('Next step: Hold funds received from it');
    expect(mail.text).toContain('Listed as: Lazarus Group');
    expect(mail.text).toContain('Direction: outgoing');
    expect(mail.text).toContain(
      'Open the alerts in the console: http://localhost:3000/console/monitor?tab=alerts',
    );
    expect(mail.html).toContain('<th align="left">Next step</th>');
  });

  it('writes the same guidance in Chinese, and no entity line when no list names one', () => {
    const details = { direction: 'in' as const, description: 'Received dust', log_index: 0 };
    const mail = alertMail(
      alert({ monitorType: 'similar_address', details }),
      'zh-CN',
      'https://console.example',
    );
    expect(mail.text).toContain('建议操作: 切勿向此地址付款');
    expect(mail.text).toContain('方向: 转入');
    expect(mail.text).not.toContain('名单名称');
    expect(alertMail(alert(), 'zh-TW', 'https://console.example').text).toContain('名單名稱: Lazarus Group');
  });

  it('names the address by its name and customer reference when it has them', () => {
    const mail = alertMail(alert(), 'zh-CN', 'https://console.example', {
      name: 'Treasury',
      customerRef: 'CUST-7',
    });
    expect(mail.subject).toBe('[Wallet Risk] Treasury (0x1111…bb2222) 触发已知风险告警');
    expect(mail.text).toContain('地址名称: Treasury');
    expect(mail.text).toContain('客户编号: CUST-7');
    expect(alertMail(alert(), 'en-US', 'https://console.example').text).not.toContain('Address name');
  });
});
