import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { normalizeEmail, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '../../../../shared/rules/account-rules';
import { paths } from '../../lib/paths';
import { registerAccount, sendVerificationCode } from './auth-api';
import { CodeField } from './code-field';
import { EmailField, FormErrorAlert, NewPasswordFields } from './form-parts';
import { emailError, registerErrors } from './form-rules';
import type { LoginNotice } from './login-notice';
import { hashPassword } from './password-hash';
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
  const [submitting, setSubmitting] = useState(false);

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

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || !form.attempt()) return;
    setSubmitting(true);
    const email = normalizeEmail(values.email);
    try {
      await registerAccount({
        email,
        verify_code: values.code,
        password: await hashPassword(values.password),
        confirm_password: await hashPassword(values.confirm),
      });
      const state: LoginNotice = { notice: 'registered', email };
      navigate(paths.login(), { state });
    } catch (error) {
      form.fail(error);
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <FormErrorAlert message={form.formError} />
        <EmailField
          value={values.email}
          onChange={(email) => form.setValue('email', email)}
          inputRef={form.refOf('email')}
          error={form.errorText('email')}
        />
        <CodeField
          value={values.code}
          onChange={(code) => form.setValue('code', code)}
          error={form.errorText('code')}
          notice={sentTo ? intl.formatMessage({ id: 'auth.code.sent' }, { email: sentTo }) : undefined}
          inputRef={form.refOf('code')}
          onSend={sendCode}
          sending={sending}
          remaining={countdown.remaining}
          sentOnce={sentTo !== null}
        />
        <NewPasswordFields
          labelId="auth.field.password"
          values={values}
          onChange={(field, value) => form.setValue(field, value)}
          refOf={form.refOf}
          errorText={form.errorText}
        />
        <TermsCheckbox
          checked={values.terms}
          onChange={(checked) => form.setValue('terms', checked)}
          error={form.errorText('terms')}
          inputRef={form.refOf('terms')}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={submitting}>
          <FormattedMessage id="auth.register.submit" />
        </Button>
      </Stack>
    </form>
  );
}
