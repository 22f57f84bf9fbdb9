import type { APIGatewayProxyEvent } from 'aws-lambda';
import { deviceCookie } from './device-cookie';
import { cookiesOf } from './headers';

const event = (headers: Record<string, string>, multi?: Record<string, string[]>) =>
  ({ headers, multiValueHeaders: multi ?? {} }) as unknown as APIGatewayProxyEvent;

describe('the device cookie', () => {
  it('is HttpOnly and SameSite=Strict; on AWS Secure under a __Host- name', () => {
    const aws = deviceCookie(true);
    expect(aws.set('tok_123456', 2_592_000)).toBe(
      '__Host-device=tok_123456; Path=/; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure',
    );
    expect(deviceCookie(false).set('tok_123456', 60)).toBe(
      'device=tok_123456; Path=/; Max-Age=60; HttpOnly; SameSite=Strict',
    );
  });

  it('reads its own name only', () => {
    const cookies = cookiesOf(event({ Cookie: 'device=local; __Host-device=aws; theme=dark' }));
    expect(deviceCookie(true).read(cookies)).toBe('aws');
    expect(deviceCookie(false).read(cookies)).toBe('local');
    expect(deviceCookie(true).read(cookiesOf(event({})))).toBeUndefined();
  });
});

describe('cookiesOf', () => {
  it('reads every Cookie header, keeping the first value of a name', () => {
    expect(cookiesOf(event({ cookie: 'b=2' }, { cookie: ['a=1; b=2', 'b=3;c=x=y', 'junk; =v'] }))).toEqual({
      a: '1',
      b: '2',
      c: 'x=y',
    });
    expect(cookiesOf(event({ COOKIE: ' a = 1 ' }))).toEqual({ a: '1' });
  });
});
