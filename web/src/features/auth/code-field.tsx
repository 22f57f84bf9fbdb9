import { Button, HStack, Input } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VERIFICATION_CODE_LENGTH } from '../../../../shared/rules/account-rules';
import { AuthField } from './auth-field';

/**
 * The verification-code input and its send button. spec 01 §4: the button is disabled for 60 s
 * after a code was sent (or the server said to wait), showing the seconds left.
 */
export function CodeField({
  value,
  onChange,
  error,
  notice,
  inputRef,
  onSend,
  sending,
  remaining,
  sentOnce,
}: {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  notice: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
  onSend(): void;
  sending: boolean;
  remaining: number;
  sentOnce: boolean;
}) {
  const intl = useIntl();
  return (
    <AuthField label={<FormattedMessage id="auth.field.code" />} error={error} hint={notice}>
      <HStack width="full" gap="2" align="stretch">
        <Input
          ref={inputRef}
          name="verify_code"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={intl.formatMessage({ id: 'auth.field.codePlaceholder' })}
          flex="1"
          minWidth="0"
        />
        <Button
          type="button"
          variant="outline"
          onClick={onSend}
          loading={sending}
          disabled={remaining > 0}
          minWidth="8.5rem"
          flexShrink={0}
        >
          {remaining > 0 ? (
            <FormattedMessage id="auth.code.countdown" values={{ seconds: remaining }} />
          ) : (
            <FormattedMessage id={sentOnce ? 'auth.code.resend' : 'auth.code.send'} />
          )}
        </Button>
      </HStack>
    </AuthField>
  );
}
