import { createHash } from 'node:crypto';
import { contentSecurityPolicyDirectives } from '../api/header-policy';
import { bootScript, bootScriptHash } from './boot-script';

describe('the boot script’s hash', () => {
  it('is the SHA-256 of the script, and the only inline script the CSP allows', () => {
    const digest = createHash('sha256').update(bootScript).digest('base64');
    expect(bootScriptHash).toBe(`'sha256-${digest}'`);
    expect(contentSecurityPolicyDirectives['script-src']).toEqual(["'self'", bootScriptHash]);
  });
});
