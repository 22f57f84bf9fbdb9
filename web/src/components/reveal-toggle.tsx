import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/**
 * The eye button beside a secret shown masked (a new API key, the webhook secret): a toggle
 * (`aria-pressed`) named for what pressing it does next.
 */
export function RevealToggle({
  shown,
  onToggle,
  showLabel,
  hideLabel,
  ...button
}: Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'> & {
  readonly shown: boolean;
  readonly onToggle: () => void;
  readonly showLabel: string;
  readonly hideLabel: string;
}) {
  return (
    <IconButton
      aria-label={shown ? hideLabel : showLabel}
      aria-pressed={shown}
      onClick={onToggle}
      {...button}
    >
      {shown ? <LuEyeOff /> : <LuEye />}
    </IconButton>
  );
}
