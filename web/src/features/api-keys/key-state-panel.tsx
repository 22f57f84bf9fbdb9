import { Button } from '@chakra-ui/react';
import { LuKeyRound, LuPlus, LuSearchX } from 'react-icons/lu';
import { ActionButton } from '../../components/action-button';
import { LoadFailedPanel } from '../../components/list/list-states';
import { StatePanel } from '../../components/list/state-panel';
import { useMessage } from '../../i18n/message-text';

/** No keys yet (with a create button), no key matching the filters, or the list failed (retry). */
export function KeyStatePanel({
  kind,
  onAction,
  busy = false,
  disabled = false,
}: {
  readonly kind: 'empty' | 'noMatch' | 'error';
  readonly onAction: () => void;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}) {
  const t = useMessage();
  const title = t(`apiKeys.${kind}.title`);
  const description = t(`apiKeys.${kind}.description`);
  if (kind === 'error') {
    return <LoadFailedPanel title={title} description={description} onRetry={onAction} retrying={busy} />;
  }
  return (
    <StatePanel icon={kind === 'empty' ? LuKeyRound : LuSearchX} title={title} description={description}>
      {kind === 'empty' ? (
        <ActionButton
          icon={LuPlus}
          colorPalette="blue"
          onClick={onAction}
          disabled={disabled}
          variant="solid"
        >
          {t('apiKeys.header.create')}
        </ActionButton>
      ) : (
        <Button variant="outline" onClick={onAction}>
          {t('apiKeys.noMatch.clear')}
        </Button>
      )}
    </StatePanel>
  );
}
