import { HStack, IconButton, type IconButtonProps, type StackProps, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { lazyRecipes } from './lazy-recipes';

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

/**
 * The actions of a row its user can switch on and off (an API key, a monitored address): the
 * switch, then edit and delete, each labelled by the caller after the row's item for screen
 * readers. The switch is off while its change is on its way (`toggling`).
 */
export function ToggleEditDeleteActions({
  enabled,
  toggling,
  labels,
  editIcon,
  onToggle,
  onEdit,
  onDelete,
  ...stack
}: Omit<StackProps, 'onToggle'> & {
  readonly enabled: boolean;
  readonly toggling: boolean;
  readonly labels: { readonly toggle: string; readonly edit: string; readonly delete: string };
  readonly editIcon: ReactNode;
  readonly onToggle: (enabled: boolean) => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <HStack gap="1" {...stack}>
      <Switch.Root
        recipe={lazyRecipes.switch}
        colorPalette="blue"
        size="sm"
        mr="2"
        checked={enabled}
        disabled={toggling}
        onCheckedChange={(details) => onToggle(details.checked)}
      >
        <Switch.HiddenInput aria-label={labels.toggle} />
        <Switch.Control />
      </Switch.Root>
      <RowAction label={labels.edit} icon={editIcon} onClick={onEdit} />
      <RowAction label={labels.delete} icon={<LuTrash2 />} colorPalette="red" onClick={onDelete} />
    </HStack>
  );
}
