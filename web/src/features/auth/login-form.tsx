import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { normalizeEmail } from '../../../../shared/rules/account-rules';
import { takeReturnPath } from '../../app/require-auth';
import { saveSession } from '../../lib/session';
import { login } from './auth-api';
import { AuthField } from './auth-field';
import { EmailField, FormErrorAlert } from './form-parts';
import { canSubmitLogin, loginErrors } from './form-rules';
import type { LoginNotice } from './login-notice';
import { hashPassword } from './password-hash';
import { PasswordInput } from './password-input';
import { useAuthForm } from './use-auth-form';

const order = ['email', 'password'] as const;

/**
 * spec 01 §4, §5 login: the button waits for a plausible e-mail and a 6-character password; the
 * password leaves as SHA-256 hex; success stores the session and returns to the saved path.
 */
export function LoginForm({ notice }: { notice: LoginNotice | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useAuthForm({ email: notice?.email ?? '', password: '' }, loginErrors, order);
  const [submitting, setSubmitting] = useState(false);
  const { values } = form;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || !form.attempt()) return;
    setSubmitting(true);
    try {
      const tokens = await login(normalizeEmail(values.email), await hashPassword(values.password));
      saveSession({
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresAt: tokens.expires_at,
      });
      navigate(takeReturnPath(), { replace: true });
    } catch (error) {
      form.fail(error);
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {notice && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id={`auth.login.${notice.notice}`} />
            </Alert.Title>
          </Alert.Root>
        )}
        <FormErrorAlert message={form.formError} />
        <EmailField
          value={values.email}
          onChange={(email) => form.setValue('email', email)}
          inputRef={form.refOf('email')}
          error={form.errorText('email')}
        />
        <AuthField label={<FormattedMessage id="auth.field.password" />} error={form.errorText('password')}>
          <PasswordInput
            ref={form.refOf('password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => form.setValue('password', e.target.value)}
            placeholder={intl.formatMessage({ id: 'auth.field.passwordPlaceholder' })}
          />
        </AuthField>
        <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="blue" color="colorPalette.fg">
          <RouterLink to="/forgot-password">
            <FormattedMessage id="auth.login.forgot" />
          </RouterLink>
        </Link>
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          loading={submitting}
          disabled={!canSubmitLogin(values.email, values.password)}
        >
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Stack>
    </form>
  );
}
