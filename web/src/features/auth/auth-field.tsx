import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One labelled form field: the label is tied to the input, and the error (or the hint) is
 * announced through aria-describedby by Chakra's Field.
 */
export function AuthField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        hint && <Field.HelperText>{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
