import { Button, type ButtonProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/** A button led by its icon (hidden from screen readers: the label names the action); outlined unless told. */
export function ActionButton({
  icon: Icon,
  children,
  variant = 'outline',
  ...props
}: ButtonProps & { readonly icon: IconType }) {
  return (
    <Button variant={variant} {...props}>
      <Icon aria-hidden />
      {children}
    </Button>
  );
}
