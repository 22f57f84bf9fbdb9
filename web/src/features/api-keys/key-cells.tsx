import { Badge, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { ToggleEditDeleteActions } from '../../components/row-action';
import { formatDisplayDay } from '../../lib/display-time-zone';
import { type DisplayStatus, expiryWarning } from './key-list-model';

const statusPalette: Record<DisplayStatus, string> = { active: 'green', inactive: 'gray', expired: 'red' };

export function StatusBadge({ status }: { readonly status: DisplayStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {intl.formatMessage({ id: `apiKeys.status.${status}` })}
    </Badge>
  );
}

export function PermissionBadges({ apiKey }: { readonly apiKey: ApiKey }) {
  const intl = useIntl();
  return (
    <HStack gap="1" wrap="wrap">
      {apiKey.permissions.map((p) => (
        <Badge key={p} variant="outline" colorPalette={p === 'admin' ? 'purple' : 'gray'}>
          {intl.formatMessage({ id: `apiKeys.permission.${p}` })}
        </Badge>
      ))}
    </HStack>
  );
}

/** spec 01 §4: the date, with the days left in orange (≤ 30) or red (≤ 7), or "expires now". */
export function ExpiryCell({ apiKey, nowMs }: { readonly apiKey: ApiKey; readonly nowMs: number }) {
  const intl = useIntl();
  const warning = expiryWarning(apiKey.expires_at, nowMs);
  if (warning.kind === 'never')
    return <Text color="fg.muted">{intl.formatMessage({ id: 'apiKeys.expiry.never' })}</Text>;
  return (
    <Stack gap="0">
      <Text whiteSpace="nowrap">{formatDisplayDay(apiKey.expires_at)}</Text>
      {warning.kind === 'days' ? (
        <Text
          fontSize="xs"
          fontWeight="medium"
          color={warning.tone === 'red' ? 'red.fg' : 'orange.fg'}
          data-tone={warning.tone}
        >
          {intl.formatMessage({ id: 'apiKeys.expiry.days' }, { days: warning.days })}
        </Text>
      ) : warning.kind === 'now' ? (
        <Text fontSize="xs" fontWeight="medium" color="red.fg" data-tone="red">
          {intl.formatMessage({ id: 'apiKeys.expiry.now' })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function SelectBox({
  checked,
  label,
  onChange,
}: {
  readonly checked: boolean | 'indeterminate';
  readonly label: string;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export interface KeyActions {
  readonly onToggle: (key: ApiKey, enable: boolean) => void;
  readonly onEdit: (key: ApiKey) => void;
  readonly onDelete: (key: ApiKey) => void;
  /** Ids whose status change is on its way. */
  readonly toggling: ReadonlySet<number>;
}

/** Enable/disable, edit, delete: each named after the key for screen readers. */
export function KeyActionButtons({
  apiKey,
  actions,
}: {
  readonly apiKey: ApiKey;
  readonly actions: KeyActions;
}) {
  const intl = useIntl();
  const name = { name: apiKey.name };
  const enabled = apiKey.status === 1;
  return (
    <ToggleEditDeleteActions
      enabled={enabled}
      toggling={actions.toggling.has(apiKey.id)}
      labels={{
        toggle: intl.formatMessage(
          { id: enabled ? 'apiKeys.action.disable' : 'apiKeys.action.enable' },
          name,
        ),
        edit: intl.formatMessage({ id: 'apiKeys.action.edit' }, name),
        delete: intl.formatMessage({ id: 'apiKeys.action.delete' }, name),
      }}
      editIcon={<LuPencil />}
      onToggle={(enable) => actions.onToggle(apiKey, enable)}
      onEdit={() => actions.onEdit(apiKey)}
      onDelete={() => actions.onDelete(apiKey)}
    />
  );
}
