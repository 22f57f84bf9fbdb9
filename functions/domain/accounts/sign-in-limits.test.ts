import {
  loginAttemptsPerClient,
  loginAttemptsPerClientAndEmail,
  loginAttemptsPerEmail,
} from '../../../shared/rules/client-limits';
import { clearedByOwnership, signInSubjects } from './sign-in-limits';

describe('sign-in limits', () => {
  it('counts an unknown device against the client and e-mail, the e-mail, and the client', () => {
    expect(signInSubjects('ann@example.com', '203.0.113.7', false)).toEqual([
      ['login:ann@example.com:203.0.113.7', loginAttemptsPerClientAndEmail],
      ['login:ann@example.com', loginAttemptsPerEmail],
      ['login-client:203.0.113.7', loginAttemptsPerClient],
    ]);
  });

  it("spares a known device the e-mail's window only", () => {
    expect(signInSubjects('ann@example.com', '203.0.113.7', true)).toEqual([
      ['login:ann@example.com:203.0.113.7', loginAttemptsPerClientAndEmail],
      ['login-client:203.0.113.7', loginAttemptsPerClient],
    ]);
  });

  it("clears the e-mail's windows on a proof of ownership, never the client's own", () => {
    expect(clearedByOwnership('ann@example.com', '203.0.113.7')).toEqual([
      'login:ann@example.com:203.0.113.7',
      'login:ann@example.com',
    ]);
  });
});
