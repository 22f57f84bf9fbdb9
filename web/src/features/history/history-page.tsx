import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { HISTORY_PAGE_SIZE_DEFAULT } from '../../../../shared/rules/query-rules';
import { ListStates, ResponsiveList } from '../../components/list/list-states';
import { clampPage, totalPages } from '../../components/pagination';
import { PaginationBar } from '../../components/pagination-bar';
import { HistoryCards } from './history-cards';
import { HistorySearch } from './history-search';
import { HistoryEmpty, HistoryNoMatch } from './history-states';
import { HistoryTable } from './history-table';
import { LoadingOverlay } from './loading-overlay';
import { useHistoryPage } from './use-history';

/**
 * /console/history (spec 01 §2): the signed-in user's queries, searchable by address, a table on
 * desktop and cards on mobile. The page lives in the address bar (`?page=N`, 1 when absent) so a
 * reload or a shared link keeps it; the search and the page size are the tab's own state.
 */
export function HistoryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE_DEFAULT);
  const [address, setAddress] = useState('');
  // Set with a new search or page size, until the address bar shows page 1: the router applies
  // `?page` a moment after the state changes, and the old page must not be asked for meanwhile.
  const [resetting, setResetting] = useState(false);
  const raw = params.get('page');
  const requested = resetting ? 1 : clampPage(raw);
  const { data, error, isLoading, isValidating, mutate } = useHistoryPage(requested, pageSize, address);
  const pages = data ? totalPages(data.total_count, pageSize) : undefined;
  const page = pages === undefined ? requested : Math.min(requested, pages);

  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  // A page past the end (an old link, records gone) or not a page at all becomes the nearest one;
  // only once the answer is for this very request, not the previous page kept on screen.
  useEffect(() => {
    if (resetting && raw === null) setResetting(false);
  }, [resetting, raw]);
  useEffect(() => {
    if (raw === null || resetting || isValidating || error) return;
    const wanted = page <= 1 ? null : String(page);
    if (raw !== wanted) setPage(page, true);
  }, [raw, page, resetting, isValidating, error, setPage]);

  // spec 01 §9: searching or changing the page size starts again at page 1.
  const search = (next: string) => {
    setAddress(next);
    setResetting(true);
    setPage(1);
  };
  const changePageSize = (size: number) => {
    setPageSize(size);
    setResetting(true);
    setPage(1);
  };

  const body = (
    <ListStates
      list={{ data, error, isValidating, mutate }}
      // spec 01 §8: a history load failure shows a load-failed message and a retry.
      failure={{ messages: 'history.error', size: 'tall' }}
      failedOverData
      loading={
        <Box position="relative" minH="64" rounded="lg" borderWidth="1px" bg="bg.subtle">
          {isLoading ? <LoadingOverlay initial /> : null}
        </Box>
      }
      empty={(answer) =>
        answer.total_count === 0 &&
        (address ? <HistoryNoMatch onClear={() => search('')} /> : <HistoryEmpty />)
      }
    >
      {(answer) => (
        <>
          <Box position="relative" minH="32">
            <ResponsiveList
              table={<HistoryTable items={answer.query_histories} />}
              cards={<HistoryCards items={answer.query_histories} />}
            />
            {isValidating ? <LoadingOverlay initial={false} /> : null}
          </Box>
          <PaginationBar
            label={intl.formatMessage({ id: 'history.pagination.label' })}
            page={page}
            pageSize={pageSize}
            total={answer.total_count}
            onPageChange={(next) => setPage(next)}
            onPageSizeChange={changePageSize}
          />
        </>
      )}
    </ListStates>
  );

  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl" mx="auto" width="full">
      <Stack gap="1" mb={{ base: '5', md: '6' }}>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {intl.formatMessage({ id: 'history.title' })}
          </Heading>
          <Badge colorPalette="blue" variant="subtle">
            {intl.formatMessage({ id: 'history.badge' })}
          </Badge>
        </HStack>
        <Text color="fg.muted">{intl.formatMessage({ id: 'history.description' })}</Text>
      </Stack>
      <HistorySearch onSearch={search} />
      {body}
    </Box>
  );
}
