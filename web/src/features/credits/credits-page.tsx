import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuChevronsDown, LuDownload, LuRefreshCw, LuRotateCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { notify } from '../../components/toaster';
import { downloadText } from '../../lib/download-text';
import { useUserPackage } from '../../lib/use-account';
import { BalanceCard } from './balance-card';
import { exportStatementCsv, useCreditStatement } from './credits-api';
import { StatementCards } from './statement-cards';
import { StatementEmpty, StatementFailed } from './statement-states';
import { StatementTable } from './statement-table';

/** The file a CSV export is saved as: `credit-statement-<UTC day>.csv`. */
export const statementFileName = (nowMs: number): string =>
  `credit-statement-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;

/**
 * /console/credits (beyond the spec): the balance now, then every move of the user's credits,
 * newest first, a table on desktop and cards under 768 px. Older moves load below on demand
 * ("load older", by cursor); the newest 5,000 export as CSV.
 */
export function CreditsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const statement = useCreditStatement();
  const { entries, error, isValidating, mutate } = statement;
  const balance = useUserPackage();
  const [exporting, setExporting] = useState(false);

  const refresh = () => {
    void mutate();
    void balance.mutate();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(statementFileName(Date.now()), await exportStatementCsv(), 'text/csv;charset=utf-8');
    } catch {
      notify('error', t('credits.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (error && !entries) {
    body = <StatementFailed onRetry={() => void mutate()} retrying={isValidating} />;
  } else if (!entries) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label={t('credits.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} height="10" rounded="md" />
        ))}
      </Stack>
    );
  } else if (entries.length === 0) {
    body = <StatementEmpty />;
  } else {
    body = (
      <Stack gap="4">
        <Box hideBelow="md">
          <StatementTable entries={entries} />
        </Box>
        <Box hideFrom="md">
          <StatementCards entries={entries} />
        </Box>
        {statement.olderFailed ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('credits.olderFailed')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => void mutate()} loading={isValidating}>
              <LuRotateCw aria-hidden />
              {t('common.retry')}
            </Button>
          </Alert.Root>
        ) : statement.hasOlder ? (
          <Button
            alignSelf="center"
            variant="outline"
            onClick={() => void statement.loadOlder()}
            loading={statement.loadingOlder}
          >
            <LuChevronsDown aria-hidden />
            {t('credits.older')}
          </Button>
        ) : (
          <Text textAlign="center" fontSize="sm" color="fg.muted" data-testid="statement-end">
            {t('credits.end')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <BalanceCard
        actions={
          <>
            <Button size="sm" variant="outline" onClick={refresh} loading={isValidating && !!entries}>
              <LuRefreshCw aria-hidden />
              {t('credits.refresh')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={!entries || entries.length === 0}
              title={t('credits.exportHint')}
            >
              <LuDownload aria-hidden />
              {t('credits.export')}
            </Button>
          </>
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
