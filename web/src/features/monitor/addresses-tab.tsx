import { Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRadar } from 'react-icons/lu';
import type { MonitoredAddress } from '../../../../shared/contract/monitoring.schema';
import { MONITOR_STATUS } from '../../../../shared/rules/monitor-rules';
import { ActionButton } from '../../components/action-button';
import { StatePanel } from '../../components/list/state-panel';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { useUserPackage } from '../../lib/use-account';
import { AddAddressDialog } from './add-address-dialog';
import { AddressConfigDialog } from './address-config-dialog';
import { AddressCards, AddressTable } from './address-list';
import { ConfirmDialog } from './confirm-dialog';
import { useMonitorAddresses } from './monitor-api';
import { extraAddressCost } from './monitor-rules';
import { PausedNotice } from './paused-notice';
import { CursorPagedList, type ListViews, useCursorPages, useFollowAnswer } from './use-cursor-pages';
import { useMonitorAction } from './use-monitor-action';

/**
 * The monitored addresses (spec 02 §2 Addresses): a table on desktop and cards on mobile, pages
 * of 20 by default, adding (with the credits question beyond the plan's allowance), editing an
 * address's config, enabling or disabling it, and removing it after a confirmation.
 */
const addressViews: ListViews<Parameters<typeof AddressTable>[0]> = {
  table: AddressTable,
  cards: AddressCards,
};

export function AddressesTab() {
  const t = useMessage();
  const pages = useCursorPages();
  const list = useMonitorAddresses(pages.page, pages.pageSize, pages.cursor);
  useFollowAnswer(pages, list);
  const plan = useUserPackage();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MonitoredAddress | null>(null);
  const [removing, setRemoving] = useState<MonitoredAddress | null>(null);
  const [toggling, setToggling] = useState<string>();
  const remove = useMonitorAction();
  const toggle = useMonitorAction();

  const creditsLeft = plan.data?.query_quota;
  const cost = plan.data && list.data ? extraAddressCost(plan.data, list.data.total) : 0;

  const key = (item: MonitoredAddress) => ({ address: item.address, chain: item.chain, token: item.token });
  const actions = {
    toggling,
    onEdit: setEditing,
    onRemove: setRemoving,
    onToggle: async (item: MonitoredAddress, enabled: boolean) => {
      setToggling(item.id);
      await toggle.run(
        () =>
          api('updateMonitorAddressStatus', {
            body: { ...key(item), status: enabled ? MONITOR_STATUS.active : MONITOR_STATUS.inactive },
          }),
        enabled ? 'monitor.addresses.enabled' : 'monitor.addresses.disabled',
      );
      setToggling(undefined);
    },
  };

  const body = (
    <CursorPagedList
      list={list}
      empty={(data) =>
        data.total === 0 && (
          <StatePanel size="compact" icon={LuRadar} messages="monitor.addresses.empty">
            <ActionButton icon={LuPlus} colorPalette="blue" onClick={() => setAdding(true)} variant="solid">
              {t('monitor.addresses.add')}
            </ActionButton>
          </StatePanel>
        )
      }
      views={addressViews}
      items={(data) => ({ items: data.addresses, ...actions })}
      pages={pages}
      labelId="monitor.addresses.pages"
    />
  );

  return (
    <>
      <PausedNotice />
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {plan.data
            ? t('monitor.addresses.allowance', {
                used: list.data?.total ?? 0,
                allowance: plan.data.monitor_address_count,
              })
            : null}
        </Text>
        <ActionButton icon={LuPlus} colorPalette="blue" onClick={() => setAdding(true)} variant="solid">
          {t('monitor.addresses.add')}
        </ActionButton>
      </Flex>
      {body}
      <AddAddressDialog
        open={adding}
        cost={cost}
        creditsLeft={creditsLeft}
        onClose={() => setAdding(false)}
      />
      <AddressConfigDialog address={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('monitor.remove.title')}
        confirmLabel={t('monitor.remove.confirm')}
        danger
        busy={remove.busy}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const done = await remove.run(
            () => api('removeMonitorAddress', { body: key(removing) }),
            'monitor.remove.done',
          );
          if (done) setRemoving(null);
        }}
      >
        {t('monitor.remove.description', { address: removing?.address ?? '' })}
      </ConfirmDialog>
    </>
  );
}
