import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { pageSizeOptions } from '../../../shared/rules/query-rules';
import { OptionSelect } from './option-select';
import { pageWindow, totalPages } from './pagination';
import { useNarrowScreen } from './use-narrow-screen';

/** spec 01 §9: 5 page buttons, 3 under 640 px. */
const BUTTONS_WIDE = 5;
const BUTTONS_NARROW = 3;

/**
 * The pagination bar (spec 01 §2 shared screens): summary, page size, previous/pages/next. Without
 * `onPageSizeChange` the page size is fixed and no size select is shown.
 */
export function PaginationBar({
  label,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  /** Names the navigation landmark ("Pages of the query history"). */
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange?: (pageSize: number) => void;
}) {
  const intl = useIntl();
  const narrow = useNarrowScreen();
  const pages = totalPages(total, pageSize);
  const buttons = pageWindow(page, pages, narrow ? BUTTONS_NARROW : BUTTONS_WIDE);
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="3"
      mt="4"
    >
      <HStack gap="3" justify={{ base: 'space-between', md: 'flex-start' }}>
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'pagination.summary' }, { total, page, pages })}
        </Text>
        {onPageSizeChange && (
          <OptionSelect
            size="sm"
            width="auto"
            label={intl.formatMessage({ id: 'pagination.pageSize' })}
            options={pageSizeOptions}
            value={pageSize}
            onChange={onPageSizeChange}
            optionLabel={String}
          />
        )}
      </HStack>
      <HStack as="nav" gap="1" justify="center" aria-label={label}>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'pagination.previous' })}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        {buttons.map((n) => (
          <Button
            key={n}
            size="sm"
            minW="9"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette={n === page ? 'blue' : 'gray'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: n })}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'pagination.next' })}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
