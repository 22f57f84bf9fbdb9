import { Field, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CheckField } from '../../components/check-field';
import { paths } from '../../lib/paths';

/**
 * spec 01 §5: registration requires agreeing to the terms and the privacy policy. The links open
 * in a new tab so the half-filled form survives.
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
}) {
  const link = (to: string, id: string) => (
    <Link asChild colorPalette="blue" color="colorPalette.fg" onClick={(e) => e.stopPropagation()}>
      <RouterLink to={to} target="_blank" rel="noopener">
        <FormattedMessage id={id} />
      </RouterLink>
    </Link>
  );
  return (
    <Field.Root invalid={Boolean(error)}>
      <CheckField
        checked={checked}
        onChange={onChange}
        invalid={Boolean(error)}
        name="terms"
        inputRef={inputRef}
        labelSize="sm"
      >
        <FormattedMessage
          id="auth.register.agree"
          values={{
            terms: link(paths.terms(), 'auth.footer.terms'),
            privacy: link(paths.privacy(), 'auth.footer.privacy'),
          }}
        />
      </CheckField>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
