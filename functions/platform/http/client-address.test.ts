import type { APIGatewayProxyEvent } from 'aws-lambda';
import { clientAddressOf, clientKey } from './client-address';

const event = (resource: string, headers: Record<string, string>, sourceIp: string) =>
  ({ resource, headers, requestContext: { identity: { sourceIp } } }) as unknown as APIGatewayProxyEvent;

describe('client address', () => {
  it.each([
    {
      api: 'on the console API is the CloudFront viewer address, never X-Forwarded-For',
      resource: '/api/login',
      viewer: '198.51.100.7:53211',
      sourceIp: '130.176.0.1',
      client: '198.51.100.7',
    },
    {
      api: 'on the public API is the connection source IP, whatever the headers say',
      resource: '/v1/query/create',
      viewer: '10.9.9.9:1',
      sourceIp: '203.0.113.9',
      client: '203.0.113.9',
    },
  ])('$api', ({ resource, viewer, sourceIp, client }) => {
    const e = event(
      resource,
      { 'X-Forwarded-For': '10.9.9.9', 'CloudFront-Viewer-Address': viewer },
      sourceIp,
    );
    expect(clientAddressOf(e)).toBe(client);
  });

  it('counts IPv6 per /64, IPv4-mapped as IPv4, garbage as unknown', () => {
    const e = event('/api/login', { 'cloudfront-viewer-address': '2001:db8:1:2:3:4:5:6:443' }, '');
    expect(clientAddressOf(e)).toBe('2001:db8:1:2:3:4:5:6');
    expect(clientKey(clientAddressOf(e))).toBe('2001:db8:1:2::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('not-an-ip')).toBe('unknown');
    expect(clientKey(clientAddressOf(event('/api/login', {}, '198.51.100.1')))).toBe('unknown');
  });
});
