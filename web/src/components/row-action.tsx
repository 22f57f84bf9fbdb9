import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One action of a list row (edit, delete, mark as processed): a small ghost icon button named by
 * `label`, which `titled` also shows as the pointer's tooltip.
 */
export function RowAction({
  label,
  icon,
  titled,
  ...button
}: Omit<IconButtonProps, 'aria-label' | 'children'> & {
  readonly label: string;
  readonly icon: ReactNode;
  readonly titled?: boolean;
}) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} title={titled ? label : undefined} {...button}>
      {icon}
    </IconButton>
  );
}
