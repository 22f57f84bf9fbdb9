import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { normalizeEmail, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '../../../../shared/rules/account-rules';
import { hashPassword } from '../../lib/password-hash';
import { paths } from '../../lib/paths';
import { registerAccount, sendVerificationCode } from './auth-api';
import { CodeField } from './code-field';
import { AuthForm, EmailField, NewPasswordFields, SubmitButton } from './form-parts';
import { emailError, registerErrors } from './form-rules';
import type { LoginNotice } from './login-notice';
import { isCooldown } from './server-errors';
import { TermsCheckbox } from './terms-checkbox';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

const order = ['email', 'code', 'password', 'confirm', 'terms'] as const;

/**
 * spec 01 §4, §5 register: e-mail, a 6-digit code sent to it (then 60 s before another), a
 * password of 6-50 characters with upper case, lower case and a digit, its confirmation and the
 * terms. Success goes to /login with a message and the e-mail.
 */
export function RegisterForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useAuthForm(
    { email: '', code: '', password: '', confirm: '', terms: false as boolean },
    (v) => registerErrors({ ...v, agreed: v.terms }),
    order,
  );
  const { values } = form;
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = async () => {
    if (emailError(values.email)) {
      form.reveal('email');
      form.focus('email');
      return;
    }
    const email = normalizeEmail(values.email);
    setSending(true);
    form.setServer(null);
    try {
      const answer = await sendVerificationCode(email, 'register');
      countdown.start(answer.resend_after || VERIFICATION_RESEND_COOLDOWN_SECONDS);
      setSentTo(email);
      form.focus('code');
    } catch (error) {
      if (isCooldown(error)) countdown.start(VERIFICATION_RESEND_COOLDOWN_SECONDS);
      form.fail(error);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.submitWith(async () => {
    const email = normalizeEmail(values.email);
    await registerAccount({
      email,
      verify_code: values.code,
      password: await hashPassword(values.password),
      confirm_password: await hashPassword(values.confirm),
    });
    const state: LoginNotice = { notice: 'registered', email };
    navigate(paths.login(), { state });
  });

  return (
    <AuthForm onSubmit={onSubmit} formError={form.formError}>
      <EmailField {...form.bind('email')} />
      <CodeField
        {...form.bind('code')}
        notice={sentTo ? intl.formatMessage({ id: 'auth.code.sent' }, { email: sentTo }) : undefined}
        onSend={sendCode}
        sending={sending}
        remaining={countdown.remaining}
        sentOnce={sentTo !== null}
      />
      <NewPasswordFields
        labelId="auth.field.password"
        password={form.bind('password')}
        confirm={form.bind('confirm')}
      />
      <TermsCheckbox
        checked={values.terms}
        onChange={(checked) => form.setValue('terms', checked)}
        error={form.errorText('terms')}
        inputRef={form.refOf('terms')}
      />
      <SubmitButton loading={form.submitting}>
        <FormattedMessage id="auth.register.submit" />
      </SubmitButton>
    </AuthForm>
  );
}
