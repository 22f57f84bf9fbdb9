import { act, screen } from '@testing-library/react';
import { codeSent, failure, fakeApi, renderAuthRoutes, sha256 } from './auth-test-utils';

vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.useRealTimers());

type User = ReturnType<typeof renderAuthRoutes>['user'];

async function paste(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function toResetStep(user: User) {
  await paste(user, 'E-mail', 'Someone@Example.com');
  await user.keyboard('{Enter}');
  await screen.findByLabelText('Verification code');
}

/** From the start: asks for a code, then submits it with a new password typed twice. */
async function resetWith(user: User, code: string, password: string) {
  await toResetStep(user);
  await paste(user, 'Verification code', code);
  await paste(user, 'New password', password);
  await paste(user, 'Confirm password', password);
  await user.keyboard('{Enter}');
}

describe('forgot password (spec 01 §4, §5)', () => {
  it('asks for a valid e-mail only after the first submit', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/forgot-password');
    await paste(user, 'E-mail', 'someone');
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the code, shows the reset form on the same page without saying whether the account exists', async () => {
    const calls = fakeApi({ forgotPassword: codeSent });
    const { user } = renderAuthRoutes('/forgot-password');
    await toResetStep(user);
    expect(calls).toEqual([{ path: '/forgot-password', body: { email: 'someone@example.com' } }]);
    expect(screen.getByText(/If an account exists for someone@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    // No messages on the new step until it is submitted.
    expect(screen.queryByText('Enter the verification code')).not.toBeInTheDocument();
  });

  it('counts 60 s down before another code can be sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({ forgotPassword: codeSent });
    const { user } = renderAuthRoutes('/forgot-password', { fakeTimers: true });
    await toResetStep(user);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(calls.map((c) => c.path)).toEqual(['/forgot-password', '/forgot-password']);
  });

  it('goes on to the reset form when the server says a code was just sent', async () => {
    fakeApi({ forgotPassword: () => failure(429, 'verification_cooldown', 'wait') });
    const { user } = renderAuthRoutes('/forgot-password');
    await toResetStep(user);
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  });

  it('applies the code, password and confirmation rules after the first submit', async () => {
    const calls = fakeApi({ forgotPassword: codeSent });
    const { user } = renderAuthRoutes('/forgot-password');
    await toResetStep(user);
    await paste(user, 'Verification code', '123');
    await paste(user, 'New password', 'password');
    await paste(user, 'Confirm password', 'passwore');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('The verification code is 6 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Use 6–50 characters with upper case, lower case and a digit'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.getByTestId('strength-meter')).toHaveAttribute('data-strength', 'medium');
    expect(calls).toHaveLength(1);
  });

  it('resets with hashes and goes to /login with the message and the e-mail', async () => {
    const calls = fakeApi({ forgotPassword: codeSent, resetPassword: { ok: true, disabled_api_keys: [] } });
    const { user } = renderAuthRoutes('/forgot-password');
    await resetWith(user, '654321', 'NewSecret9');
    expect(
      await screen.findByText('Your password has been reset. Log in with the new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('someone@example.com');
    const hash = await sha256('NewSecret9');
    expect(calls[1]).toEqual({
      path: '/reset-password',
      body: { email: 'someone@example.com', verify_code: '654321', password: hash, confirm_password: hash },
    });
    expect(JSON.stringify(calls)).not.toContain('NewSecret9');
  });

  it('puts a wrong code on the code field', async () => {
    fakeApi({
      forgotPassword: codeSent,
      resetPassword: () => failure(400, 'verification_code_invalid', 'bad code'),
    });
    const { user } = renderAuthRoutes('/forgot-password');
    await resetWith(user, '654321', 'NewSecret9');
    expect(await screen.findByText('The verification code is incorrect or has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('can go back to change the e-mail', async () => {
    fakeApi({ forgotPassword: codeSent });
    const { user } = renderAuthRoutes('/forgot-password');
    await toResetStep(user);
    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('Someone@Example.com');
  });
});
