import { Button } from '@chakra-ui/react';
import { LuKeyRound, LuPlus, LuRotateCw, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { StatePanel } from '../../components/state-panel';

const kinds = {
  empty: { icon: LuKeyRound, actionIcon: LuPlus, action: 'apiKeys.header.create' },
  noMatch: { icon: LuSearchX, actionIcon: undefined, action: 'apiKeys.noMatch.clear' },
  error: { icon: LuTriangleAlert, actionIcon: LuRotateCw, action: 'common.retry' },
} as const;

/** No keys yet (with a create button), no key matching the filters, or the list failed (retry). */
export function KeyStatePanel({
  kind,
  onAction,
  busy = false,
  disabled = false,
}: {
  readonly kind: keyof typeof kinds;
  readonly onAction: () => void;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}) {
  const intl = useIntl();
  const { icon, actionIcon: ActionIcon, action } = kinds[kind];
  return (
    <StatePanel
      icon={icon}
      titleId={`apiKeys.${kind}.title`}
      descriptionId={`apiKeys.${kind}.description`}
      alert={kind === 'error'}
    >
      <Button
        colorPalette={kind === 'noMatch' ? undefined : 'blue'}
        variant={kind === 'noMatch' ? 'outline' : 'solid'}
        onClick={onAction}
        loading={busy}
        disabled={disabled}
      >
        {ActionIcon ? <ActionIcon aria-hidden /> : null}
        {intl.formatMessage({ id: action })}
      </Button>
    </StatePanel>
  );
}
