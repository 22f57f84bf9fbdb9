import { Alert, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { normalizeEmail } from '../../../../shared/rules/account-rules';
import { hashPassword } from '../../lib/password-hash';
import { paths } from '../../lib/paths';
import { takeReturnPath } from '../../lib/return-path';
import { saveSession, sessionTokensOf } from '../../lib/session';
import { login } from './auth-api';
import { AuthForm, EmailField, PasswordField, SubmitButton } from './form-parts';
import { canSubmitLogin, loginErrors } from './form-rules';
import type { LoginNotice } from './login-notice';
import { useAuthForm } from './use-auth-form';

const order = ['email', 'password'] as const;

/**
 * spec 01 §4, §5 login: the button waits for a plausible e-mail and a 6-character password; the
 * password leaves as SHA-256 hex; success stores the session and returns to the saved path.
 */
export function LoginForm({ notice }: { notice: LoginNotice | null }) {
  const navigate = useNavigate();
  const form = useAuthForm({ email: notice?.email ?? '', password: '' }, loginErrors, order);
  const { values, submitting } = form;

  const onSubmit = form.submitWith(async () => {
    saveSession(
      sessionTokensOf(await login(normalizeEmail(values.email), await hashPassword(values.password))),
    );
    navigate(takeReturnPath(), { replace: true });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={form.formError}
      notice={
        notice && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id={`auth.login.${notice.notice}`} />
            </Alert.Title>
          </Alert.Root>
        )
      }
    >
      <EmailField {...form.bind('email')} />
      <PasswordField
        labelId="auth.field.password"
        placeholderId="auth.field.passwordPlaceholder"
        name="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="blue" color="colorPalette.fg">
        <RouterLink to={paths.forgotPassword()}>
          <FormattedMessage id="auth.login.forgot" />
        </RouterLink>
      </Link>
      <SubmitButton loading={submitting} disabled={!canSubmitLogin(values.email, values.password)}>
        <FormattedMessage id="auth.login.submit" />
      </SubmitButton>
    </AuthForm>
  );
}
