import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthField } from './auth-field';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';

/** A form-level error (one the server gave without naming a field), announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * A sign-in form: our own checks instead of the browser's (they name each field in the page's
 * language), the fields in one column under a notice (when any) and the form-level error.
 */
export function AuthForm({
  onSubmit,
  formError,
  notice,
  children,
}: {
  readonly onSubmit: (event: FormEvent) => void;
  readonly formError: string | undefined;
  readonly notice?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {notice}
        <FormErrorAlert message={formError} />
        {children}
      </Stack>
    </form>
  );
}

/** The one main button of a sign-in form. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  readonly loading: boolean;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Button type="submit" colorPalette="blue" size="lg" loading={loading} disabled={disabled}>
      {children}
    </Button>
  );
}

/** A text field bound to its form (useAuthForm's `bind`): value, setter, element and error. */
export interface BoundField {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputRef: (element: HTMLElement | null) => void;
  readonly error: string | undefined;
}

/** The e-mail field every sign-in form starts with. */
export function EmailField(props: BoundField) {
  const intl = useIntl();
  return (
    <AuthField label={<FormattedMessage id="auth.field.email" />} error={props.error}>
      <Input
        ref={props.inputRef}
        name="email"
        type="email"
        autoComplete="email"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={intl.formatMessage({ id: 'auth.field.emailPlaceholder' })}
      />
    </AuthField>
  );
}

/** A password input in its field: label, placeholder, error and optional hint and extras. */
export function PasswordField(
  props: BoundField & {
    labelId: string;
    placeholderId: string;
    name: string;
    autoComplete: 'current-password' | 'new-password';
    hint?: ReactNode;
    children?: ReactNode;
  },
) {
  const intl = useIntl();
  return (
    <AuthField label={<FormattedMessage id={props.labelId} />} error={props.error} hint={props.hint}>
      <PasswordInput
        ref={props.inputRef}
        name={props.name}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={intl.formatMessage({ id: props.placeholderId })}
      />
      {props.children}
    </AuthField>
  );
}

/** A new password with its rules and strength, then its confirmation (register and reset). */
export function NewPasswordFields(props: { labelId: string; password: BoundField; confirm: BoundField }) {
  return (
    <>
      <PasswordField
        labelId={props.labelId}
        placeholderId="auth.field.newPasswordPlaceholder"
        name="password"
        autoComplete="new-password"
        {...props.password}
        hint={<FormattedMessage id="auth.field.passwordHint" />}
      >
        <StrengthMeter password={props.password.value} />
      </PasswordField>
      <PasswordField
        labelId="auth.field.confirm"
        placeholderId="auth.field.confirmPlaceholder"
        name="confirm_password"
        autoComplete="new-password"
        {...props.confirm}
      />
    </>
  );
}
