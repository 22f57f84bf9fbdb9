import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { normalizeEmail, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '../../../../shared/rules/account-rules';
import { hashPassword } from '../../lib/password-hash';
import { paths } from '../../lib/paths';
import { requestPasswordReset, resetPassword } from './auth-api';
import { CodeField } from './code-field';
import { AuthForm, EmailField, NewPasswordFields, SubmitButton } from './form-parts';
import { emailError, resetErrors } from './form-rules';
import type { LoginNotice } from './login-notice';
import { isCooldown } from './server-errors';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

const emailOrder = ['email'] as const;
const resetOrder = ['code', 'password', 'confirm'] as const;

/**
 * spec 01 §4, §5 forgot password: first the e-mail (a code is sent, then 60 s before another),
 * then the code and the new password on the same page. The wording never reveals whether the
 * e-mail has an account: the server answers alike either way, and so does this page.
 */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailForm = useAuthForm(
    { email: '' },
    (v) => {
      const email = emailError(v.email);
      return email ? { email } : {};
    },
    emailOrder,
  );
  const resetForm = useAuthForm({ code: '', password: '', confirm: '' }, resetErrors, resetOrder);

  const send = async (email: string) => {
    setSending(true);
    try {
      const answer = await requestPasswordReset(email);
      countdown.start(answer.resend_after || VERIFICATION_RESEND_COOLDOWN_SECONDS);
      setSentTo(email);
      return true;
    } catch (error) {
      if (!isCooldown(error)) throw error;
      // A code went out less than a minute ago: it is still good, so carry on to the reset form.
      countdown.start(VERIFICATION_RESEND_COOLDOWN_SECONDS);
      setSentTo(email);
      return true;
    } finally {
      setSending(false);
    }
  };

  const onSendSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || countdown.remaining > 0 || !emailForm.attempt()) return;
    try {
      await send(normalizeEmail(emailForm.values.email));
    } catch (error) {
      emailForm.fail(error);
    }
  };

  const resend = async () => {
    if (!sentTo) return;
    resetForm.setServer(null);
    try {
      await send(sentTo);
    } catch (error) {
      resetForm.fail(error);
    }
  };

  const onResetSubmit = resetForm.submitWith(async () => {
    if (!sentTo) return;
    const { code, password, confirm } = resetForm.values;
    await resetPassword({
      email: sentTo,
      verify_code: code,
      password: await hashPassword(password),
      confirm_password: await hashPassword(confirm),
    });
    const state: LoginNotice = { notice: 'passwordReset', email: sentTo };
    navigate(paths.login(), { state });
  });

  if (!sentTo) {
    return (
      <AuthForm onSubmit={onSendSubmit} formError={emailForm.formError}>
        <EmailField {...emailForm.bind('email')} />
        <SubmitButton loading={sending} disabled={countdown.remaining > 0}>
          {countdown.remaining > 0 ? (
            <FormattedMessage id="auth.code.countdown" values={{ seconds: countdown.remaining }} />
          ) : (
            <FormattedMessage id="auth.forgot.send" />
          )}
        </SubmitButton>
      </AuthForm>
    );
  }

  return (
    <AuthForm
      onSubmit={onResetSubmit}
      formError={resetForm.formError}
      notice={
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <FormattedMessage id="auth.forgot.sent" values={{ email: sentTo }} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      }
    >
      <CodeField
        {...resetForm.bind('code')}
        notice={undefined}
        onSend={resend}
        sending={sending}
        remaining={countdown.remaining}
        sentOnce
      />
      <NewPasswordFields
        labelId="auth.field.newPassword"
        password={resetForm.bind('password')}
        confirm={resetForm.bind('confirm')}
      />
      <SubmitButton loading={resetForm.submitting}>
        <FormattedMessage id="auth.forgot.submit" />
      </SubmitButton>
      <Button type="button" variant="ghost" size="sm" alignSelf="center" onClick={() => setSentTo(null)}>
        <FormattedMessage id="auth.forgot.changeEmail" />
      </Button>
    </AuthForm>
  );
}
