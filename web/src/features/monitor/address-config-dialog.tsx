import { Button, Dialog, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MonitorConfig, MonitoredAddress } from '../../../../shared/contract/monitoring.schema';
import { CheckField } from '../../components/check-field';
import { useReauth } from '../../components/password-confirm';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { AddressLabelFields, hasLabelProblem, labelsBody, labelsOf } from './address-label-fields';
import { ConfigFields } from './config-fields';
import { estimateInputOf, hasLimitProblem } from './detection-limits';
import { ItemDialog } from './item-dialog';
import { useDefaultConfig } from './monitor-api';
import { NoChannelNotice } from './no-channel-notice';
import { RecipientStates } from './recipient-states';
import { TransactionEstimate } from './transaction-estimate';
import { useMonitorAction } from './use-monitor-action';

/**
 * An address's own settings: its name and customer reference (beyond spec), and its configuration
 * (spec 02 §3: null means the global one applies). Unticking
 * "use the global configuration" starts from the global one; saving sends the address's config
 * or null.
 */
export function AddressConfigDialog({
  address,
  onClose,
}: {
  /** The address being edited; null closes the dialog. */
  readonly address: MonitoredAddress | null;
  readonly onClose: () => void;
}) {
  return (
    <ItemDialog
      item={address}
      onClose={onClose}
      size="lg"
      titleId="monitor.config.addressTitle"
      name={(item) => `${item.chain.toUpperCase()}/${item.token.toUpperCase()} · ${item.address}`}
    >
      {(item) => <ConfigEditor address={item} onClose={onClose} />}
    </ItemDialog>
  );
}

function ConfigEditor({
  address,
  onClose,
}: {
  readonly address: MonitoredAddress;
  readonly onClose: () => void;
}) {
  const t = useMessage();
  const global = useDefaultConfig();
  const [useGlobal, setUseGlobal] = useState(address.config === null);
  const [draft, setDraft] = useState<MonitorConfig | null>(address.config);
  const [labels, setLabels] = useState(() => labelsOf(address));
  const { busy, run } = useMonitorAction();
  // New webhook URLs or recipients may need the password again (sudo mode).
  const { withReauth, dialog: reauthDialog } = useReauth();
  const shown = draft ?? global.data?.config;
  const estimateOf = (config: MonitorConfig) => {
    const input = estimateInputOf(config, address);
    return input ? <TransactionEstimate input={input} /> : null;
  };

  const save = async () => {
    const config = useGlobal ? null : (shown ?? null);
    const saved = await run(
      () =>
        withReauth(() =>
          api('updateMonitorConfig', {
            body: { address_id: address.id, config, ...labelsBody(labels) },
          }),
        ),
      'monitor.config.addressSaved',
    );
    if (saved) onClose();
  };

  return (
    <>
      {reauthDialog}
      <Dialog.Body>
        <Stack gap="5">
          <AddressLabelFields value={labels} onChange={setLabels} disabled={busy} />
          <NoChannelNotice config={useGlobal ? global.data?.config : shown} scope="draft" />
          <CheckField checked={useGlobal} onChange={setUseGlobal} disabled={busy}>
            {t('monitor.config.useGlobal')}
          </CheckField>
          {useGlobal ? (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('monitor.config.useGlobalHint')}
              </Text>
              {global.data ? estimateOf(global.data.config) : null}
            </Stack>
          ) : shown ? (
            <ConfigFields
              value={shown}
              onChange={setDraft}
              disabled={busy}
              estimate={estimateOf}
              recipientStates={(recipients) => (
                <RecipientStates
                  recipients={recipients}
                  saved={address.config?.notification.email.recipients ?? []}
                />
              )}
            />
          ) : (
            <Skeleton height="40" />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('monitor.cancel')}
        </Button>
        <Button
          colorPalette="blue"
          loading={busy}
          disabled={hasLabelProblem(labels) || (!useGlobal && (!shown || hasLimitProblem(shown)))}
          onClick={() => void save()}
        >
          {t('monitor.config.save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
