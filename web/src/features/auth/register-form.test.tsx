import { act, screen, within } from '@testing-library/react';
import { EMPTY_PASSWORD_HASH } from '../../../../shared/rules/account-rules';
import { apiFailure } from '../../test/api-server';
import { codeSent, failure, fakeApi, renderAuthRoutes, sha256 } from './auth-test-utils';

vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.useRealTimers());

type User = ReturnType<typeof renderAuthRoutes>['user'];

/** Pastes into each field (typing 50 characters one by one is slow in jsdom). */
async function fill(
  user: User,
  values: Partial<Record<'email' | 'code' | 'password' | 'confirm', string>> & { terms?: boolean },
) {
  const labels = {
    email: 'E-mail',
    code: 'Verification code',
    password: 'Password',
    confirm: 'Confirm password',
  };
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof labels];
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

const complete = {
  email: 'new@example.com',
  code: '123456',
  password: 'Secret1',
  confirm: 'Secret1',
  terms: true,
};
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

/** The form refused to send: `message` shows, `focused` has the focus, and no call went out. */
function expectRefusal(calls: readonly unknown[], message: string, focused: HTMLElement) {
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(focused).toHaveFocus();
  expect(calls).toEqual([]);
}

describe('register (spec 01 §4, §5)', () => {
  it('shows no messages before the first submit, then every rule, focusing the first invalid field', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/register');
    await fill(user, { email: 'nope', code: '12', password: 'abc', confirm: 'abd' });
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
    await submit(user);
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The verification code is 6 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Use 6–50 characters with upper case, lower case and a digit'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expectRefusal(
      calls,
      'Please agree to the Terms of Service and the Privacy Policy',
      screen.getByLabelText('E-mail'),
    );
  });

  it('updates messages live after the first submit', async () => {
    fakeApi({});
    const { user } = renderAuthRoutes('/register');
    await submit(user);
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    await fill(user, { email: 'a@b.co', code: '123456', password: 'Secret1' });
    expect(screen.queryByText('Enter your e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter the verification code')).not.toBeInTheDocument();
    expect(screen.getByText('Enter the password again')).toBeInTheDocument();
  });

  // Which passwords the rule refuses is form-rules.test.ts's; here, that its refusal reaches the field.
  it('refuses a password that breaks the rule', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/register');
    await fill(user, { ...complete, password: 'Secrets', confirm: 'Secrets' });
    await submit(user);
    expectRefusal(
      calls,
      'Use 6–50 characters with upper case, lower case and a digit',
      screen.getByLabelText('Password'),
    );
  });

  it('requires the terms checkbox, whose label links to the terms and privacy pages', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/register');
    await fill(user, { ...complete, terms: false });
    await submit(user);
    expectRefusal(
      calls,
      'Please agree to the Terms of Service and the Privacy Policy',
      screen.getByRole('checkbox'),
    );
    const label = screen.getByText(/I have read and agree/);
    expect(within(label).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(label).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('rates the password as it is typed', async () => {
    fakeApi({});
    const { user } = renderAuthRoutes('/register');
    expect(screen.queryByTestId('strength-meter')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Password');
    for (const [band, password] of [
      ['weak', 'abcdef'], // 1 + lower = 2
      ['medium', 'abcdef12'], // 2 + lower + digit = 4
      ['strong', 'Abcdef12'], // 2 + lower + upper + digit = 5
      ['strong', 'Ab1!xy'], // 1 + 4 classes = 5
    ] as const) {
      await user.clear(field);
      await user.type(field, password);
      expect(screen.getByTestId('strength-meter')).toHaveAttribute('data-strength', band);
      expect(
        screen.getByText(`Password strength: ${band[0]!.toUpperCase()}${band.slice(1)}`),
      ).toBeInTheDocument();
    }
  });

  it('sends the code, then disables the button for 60 s with a countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({ sendVerificationCode: codeSent });
    const { user } = renderAuthRoutes('/register', { fakeTimers: true });
    await user.type(screen.getByLabelText('E-mail'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(button).toBeDisabled();
    expect(calls).toEqual([
      { path: '/send-verification-code', body: { email: 'new@example.com', purpose: 'register' } },
    ]);
    expect(screen.getByText(/A verification code has been sent to new@example.com/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('also counts down when the server says a code was sent less than 60 s ago', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ sendVerificationCode: () => failure(429, 'verification_cooldown', 'wait') });
    const { user } = renderAuthRoutes('/register', { fakeTimers: true });
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(
      screen.getByText('A code was sent less than a minute ago; please wait before requesting another'),
    ).toBeInTheDocument();
  });

  it('asks for a valid e-mail before sending a code', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/register');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends hashes only and goes to /login with the success message and the e-mail', async () => {
    const calls = fakeApi({ register: { user_id: 'u1', email: 'new@example.com' } });
    const { user } = renderAuthRoutes('/register');
    await fill(user, { ...complete, email: 'New@Example.com' });
    await user.click(screen.getByLabelText('Confirm password'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your account has been created. Log in to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
    const hash = await sha256('Secret1');
    expect(calls).toEqual([
      {
        path: '/register',
        body: { email: 'new@example.com', verify_code: '123456', password: hash, confirm_password: hash },
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain('Secret1');
    expect(JSON.stringify(calls)).not.toContain(EMPTY_PASSWORD_HASH);
  });

  it.each([
    ['email_taken', 'E-mail', 'This e-mail address is already registered'],
    ['verification_code_invalid', 'Verification code', 'The verification code is incorrect or has expired'],
    [
      'verification_code_exhausted',
      'Verification code',
      'Too many wrong codes; please request a new verification code',
    ],
  ])('puts %s on its field', async (code, label, text) => {
    fakeApi({ register: () => failure(400, code, 'server says no') });
    const { user } = renderAuthRoutes('/register');
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveFocus();
    await user.type(screen.getByLabelText(label), '{Backspace}');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('puts an unnamed server error at the top of the form, in the server’s words', async () => {
    fakeApi({ register: apiFailure(500, { message: 'Internal trouble' }) });
    const { user } = renderAuthRoutes('/register');
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal trouble');
  });
});
