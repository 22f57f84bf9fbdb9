import { createWebhookUrlCheck, isAllowedAddress } from './webhook-address-guard';

const aws = { allowLoopback: false, requireHttps: true };
const local = { allowLoopback: true, requireHttps: false };

describe('webhook address guard', () => {
  it.each([['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'allows the public address %s',
    (address) => {
      expect(isAllowedAddress(address, aws)).toBe(true);
    },
  );

  it.each([
    ['10.0.0.1', 'private'],
    ['169.254.169.254', 'metadata service'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata, hex'],
    ['::8.8.8.8', 'IPv4-compatible, even public'],
    ['::', 'unspecified'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b::8.8.8.8', 'NAT64, even public'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['fd00:ec2::254', 'unique-local metadata'],
  ])('refuses %s (%s)', (address) => {
    expect(isAllowedAddress(address, aws)).toBe(false);
    expect(isAllowedAddress(address, local)).toBe(false);
  });

  it('allows loopback only where the policy does, and only the loopback ranges themselves', () => {
    expect(isAllowedAddress('127.0.0.1', local)).toBe(true);
    expect(isAllowedAddress('::1', local)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', aws)).toBe(false);
    expect(isAllowedAddress('::1', aws)).toBe(false);
    expect(isAllowedAddress('::ffff:127.0.0.1', aws)).toBe(false);
  });

  it('requires https on AWS; plain http to loopback stays allowed locally', async () => {
    await expect(createWebhookUrlCheck(aws)('http://8.8.8.8/hook')).rejects.toMatchObject({
      code: 'webhook_https_required',
    });
    await expect(createWebhookUrlCheck(aws)('https://8.8.8.8/hook')).resolves.toBeUndefined();
    await expect(createWebhookUrlCheck(local)('http://127.0.0.1:9/hook')).resolves.toBeUndefined();
    await expect(createWebhookUrlCheck(local)('http://[::127.0.0.1]/hook')).rejects.toMatchObject({
      code: 'webhook_url_refused',
    });
  });
});
