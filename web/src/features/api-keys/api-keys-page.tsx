import { Alert, Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuBookOpen, LuChartColumn, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { ListStates, ResponsiveList, SkeletonLoading } from '../../components/list/list-states';
import { OptionSelect } from '../../components/option-select';
import { useReauth } from '../../components/password-confirm';
import { notify, notifyApiError } from '../../components/toaster';
import { useMessage } from '../../i18n/message-text';
import { paths } from '../../lib/paths';
import { useUserPackage } from '../../lib/use-account';
import { setApiKeyStatus, useApiKeys } from './api-keys-api';
import { CreateKeyDialog } from './create-key-dialog';
import { DeleteKeysDialog } from './delete-keys-dialog';
import { EditKeyDialog } from './edit-key-dialog';
import { KeyCards, KeyTable } from './key-list';
import {
  DEFAULT_SORT,
  keySummary,
  nextSort,
  type StatusFilter,
  statusFilters,
  visibleKeys,
} from './key-list-model';
import { KeyStatePanel } from './key-state-panel';
import { KeySummaryCards } from './key-summary-cards';

/** Expiry warnings move with the clock; once a minute is enough for days and "expires now". */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The key list's shape while it loads: the header row, then two keys. */
const skeletonRows = ['10', '14', '14'];

/**
 * /console/api-key (spec 01 §2, §4, §5): the header buttons, four summary cards, and the key
 * list with search, status filter, sorting, multi-select and bulk delete; each key can be enabled,
 * disabled, edited and deleted. Sits behind the premium guard (the route).
 */
export function ApiKeysPage() {
  const intl = useIntl();
  const t = useMessage();
  const now = useMinuteClock();
  const { data, error, isLoading, isValidating, mutate } = useApiKeys();
  const { data: account } = useUserPackage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<readonly ApiKey[] | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  // Creating, widening and enabling keys may ask for the password again (sudo mode).
  const { withReauth, dialog: reauthDialog } = useReauth();

  const keys = data?.api_keys ?? [];
  const shown = useMemo(
    () => visibleKeys(keys, { search, status, sort }, now),
    [keys, search, status, sort, now],
  );
  const summary = keySummary(keys, account?.package_type ?? 0, now);
  // Keys a password reset or "log out everywhere" disabled: listed for the owner to enable again.
  const suspended = keys.filter((k) => k.status === 0 && k.disabled_reason === 'sessions_ended');
  const atLimit = data !== undefined && summary.total >= summary.limit;
  // Keys deleted elsewhere (or filtered out of existence) leave the selection.
  const selectedKeys = keys.filter((k) => selected.has(k.id));

  const select = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const toggle = async (key: ApiKey, enable: boolean) => {
    setToggling((s) => new Set(s).add(key.id));
    try {
      await withReauth(() => setApiKeyStatus(key.id, enable ? 1 : 0));
      notify('success', t(enable ? 'apiKeys.status.enabled' : 'apiKeys.status.disabled', { name: key.name }));
      await mutate();
    } catch (failure) {
      notifyApiError(failure, intl.formatMessage);
    } finally {
      setToggling((s) => {
        const next = new Set(s);
        next.delete(key.id);
        return next;
      });
    }
  };
  const actions = {
    onToggle: toggle,
    onEdit: setEditing,
    onDelete: (k: ApiKey) => setDeleting([k]),
    toggling,
  };

  const listProps = { keys: shown, nowMs: now, selected, onSelect: select, actions };
  const list = (
    <ListStates
      list={{ data, error, isValidating, mutate }}
      failure={(retry, retrying) => <KeyStatePanel kind="error" onAction={retry} busy={retrying} />}
      loading={<SkeletonLoading label={t('apiKeys.loading')} heights={skeletonRows} busy={isLoading} />}
      empty={() =>
        keys.length === 0 ? (
          <KeyStatePanel kind="empty" onAction={() => setCreating(true)} disabled={atLimit} />
        ) : (
          shown.length === 0 && (
            <KeyStatePanel
              kind="noMatch"
              onAction={() => {
                setSearch('');
                setStatus('all');
              }}
            />
          )
        )
      }
    >
      {() => (
        <ResponsiveList
          table={<KeyTable {...listProps} sort={sort} onSort={(c) => setSort((s) => nextSort(s, c))} />}
          cards={<KeyCards {...listProps} />}
        />
      )}
    </ListStates>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap" justify={{ base: 'stretch', md: 'end' }}>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.docs('authentication')}>
              <LuBookOpen />
              {t('apiKeys.header.docs')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.consoleApiStats()}>
              <LuChartColumn />
              {t('apiKeys.header.stats')}
            </Link>
          </Button>
          <Button colorPalette="blue" size="sm" onClick={() => setCreating(true)} disabled={atLimit}>
            <LuPlus />
            {t('apiKeys.header.create')}
          </Button>
        </HStack>
        {atLimit ? (
          <Text fontSize="sm" color="fg.muted" textAlign={{ md: 'end' }}>
            {t('apiKeys.header.limitReached', { limit: summary.limit })}
          </Text>
        ) : null}
      </Stack>

      <KeySummaryCards summary={summary} />

      {keys.length > 0 ? (
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
          <InputGroup startElement={<LuSearch />} flex="1" maxW={{ md: 'sm' }}>
            <Input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('apiKeys.search.placeholder')}
              aria-label={t('apiKeys.search.label')}
              type="search"
            />
          </InputGroup>
          <OptionSelect
            width={{ md: '48' }}
            label={t('apiKeys.filter.label')}
            options={statusFilters}
            value={status}
            onChange={setStatus}
            optionLabel={(s) => t(s === 'all' ? 'apiKeys.filter.all' : `apiKeys.status.${s}`)}
          />
          {selectedKeys.length > 0 ? (
            <HStack gap="3" ms={{ md: 'auto' }}>
              <Text fontSize="sm" color="fg.muted">
                {t('apiKeys.selected', { count: selectedKeys.length })}
              </Text>
              <Button
                size="sm"
                colorPalette="red"
                variant="outline"
                onClick={() => setDeleting(selectedKeys)}
              >
                <LuTrash2 />
                {t('apiKeys.bulkDelete')}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      ) : null}

      {suspended.length > 0 ? (
        <Alert.Root status="warning" data-testid="keys-disabled-by-sessions-end">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('apiKeys.suspended.title')}</Alert.Title>
            <Alert.Description>
              {t('apiKeys.suspended.body', { names: suspended.map((k) => k.name).join(', ') })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {list}

      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void mutate()}
        withReauth={withReauth}
      />
      {editing ? (
        <EditKeyDialog
          apiKey={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
          withReauth={withReauth}
        />
      ) : null}
      {reauthDialog}
      {deleting ? (
        <DeleteKeysDialog
          keys={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(ids) => {
            select(ids, false);
            void mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
