import { Alert, Input } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthField } from './auth-field';

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

/** The e-mail field every sign-in form starts with. */
export function EmailField(props: {
  value: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
  error: string | undefined;
}) {
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
