import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { LuChevronsDown } from 'react-icons/lu';
import { ActionButton } from '../../components/action-button';
import { ListStates, ResponsiveList, RetryButton, SkeletonLoading } from '../../components/list/list-states';
import { RefreshExportActions } from '../../components/list/refresh-export-actions';
import { notify } from '../../components/toaster';
import { usePending } from '../../components/use-pending';
import { useMessage } from '../../i18n/message-text';
import { downloadText } from '../../lib/download-text';
import { useUserPackage } from '../../lib/use-account';
import { BalanceCard } from './balance-card';
import { exportStatementCsv, useCreditStatement } from './credits-api';
import { StatementCards } from './statement-cards';
import { StatementEmpty } from './statement-states';
import { StatementTable } from './statement-table';

/** The file a CSV export is saved as: `credit-statement-<UTC day>.csv`. */
export const statementFileName = (nowMs: number): string =>
  `credit-statement-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;

/** Six grey rows while the statement loads. */
const skeletonRows = Array.from({ length: 6 }, () => '10');

/**
 * /console/credits (beyond the spec): the balance now, then every move of the user's credits,
 * newest first, a table on desktop and cards under 768 px. Older moves load below on demand
 * ("load older", by cursor); the newest 5,000 export as CSV.
 */
export function CreditsPage() {
  const t = useMessage();
  const statement = useCreditStatement();
  const { entries, isValidating, mutate } = statement;
  const balance = useUserPackage();
  const exporting = usePending(() => notify('error', t('credits.exportFailed')));

  const refresh = () => {
    void mutate();
    void balance.mutate();
  };
  const exportCsv = () =>
    exporting.run(async () =>
      downloadText(statementFileName(Date.now()), await exportStatementCsv(), 'text/csv;charset=utf-8'),
    );

  const body = (
    <ListStates
      list={{ ...statement, data: entries }}
      failure={{ messages: 'credits.error' }}
      loading={<SkeletonLoading label={t('credits.loading')} heights={skeletonRows} rounded="md" />}
      empty={(list) => list.length === 0 && <StatementEmpty />}
    >
      {(list) => (
        <Stack gap="4">
          <ResponsiveList
            table={<StatementTable entries={list} />}
            cards={<StatementCards entries={list} />}
          />
          {statement.olderFailed ? (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title flex="1">{t('credits.olderFailed')}</Alert.Title>
              <RetryButton
                size="xs"
                variant="outline"
                onRetry={() => void mutate()}
                retrying={isValidating}
              />
            </Alert.Root>
          ) : statement.hasOlder ? (
            <ActionButton
              icon={LuChevronsDown}
              alignSelf="center"
              onClick={() => void statement.loadOlder()}
              loading={statement.loadingOlder}
            >
              {t('credits.older')}
            </ActionButton>
          ) : (
            <Text textAlign="center" fontSize="sm" color="fg.muted" data-testid="statement-end">
              {t('credits.end')}
            </Text>
          )}
        </Stack>
      )}
    </ListStates>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <BalanceCard
        actions={
          <RefreshExportActions
            refreshLabel={t('credits.refresh')}
            onRefresh={refresh}
            refreshing={isValidating && !!entries}
            exportLabel={t('credits.export')}
            exportHint={t('credits.exportHint')}
            onExport={() => void exportCsv()}
            exporting={exporting.pending}
            canExport={!!entries && entries.length > 0}
          />
        }
      />
      <Stack gap="3" as="section" aria-label={t('credits.list.title')}>
        <Heading as="h2" size="md">
          {t('credits.list.title')}
        </Heading>
        {body}
      </Stack>
    </Stack>
  );
}
