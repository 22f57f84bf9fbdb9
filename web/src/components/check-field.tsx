import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A checkbox with its label beside it (a choice in a form, agreeing to the terms): the box stands
 * level with the label's first line, so a label that wraps reads as one block beside it.
 */
export function CheckField({
  checked,
  onChange,
  disabled,
  invalid,
  name,
  inputRef,
  labelSize,
  children,
}: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly name?: string;
  readonly inputRef?: (element: HTMLInputElement | null) => void;
  readonly labelSize?: 'sm';
  readonly children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      disabled={disabled}
      invalid={invalid}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput ref={inputRef} name={name} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal" fontSize={labelSize}>
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
