import { Checkbox, Field, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
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
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        invalid={Boolean(error)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput ref={inputRef} name="terms" />
        <Checkbox.Control marginTop="0.5" />
        <Checkbox.Label fontWeight="normal" fontSize="sm">
          <FormattedMessage
            id="auth.register.agree"
            values={{
              terms: link(paths.terms(), 'auth.footer.terms'),
              privacy: link(paths.privacy(), 'auth.footer.privacy'),
            }}
          />
        </Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
