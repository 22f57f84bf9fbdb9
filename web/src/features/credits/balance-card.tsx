import { Card, Link as ChakraLink, HStack, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowUpRight, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { lazyRecipes } from '../../components/lazy-recipes';
import { paths } from '../../lib/paths';
import { useUserPackage } from '../../lib/use-account';

/**
 * The balance now (the plan's query_quota, as the user menu's credit bar shows it), what this
 * period used and the way to more credits, with `actions` beside it (refresh, export): under it,
 * side by side, on a phone.
 */
export function BalanceCard({ actions }: { readonly actions: ReactNode }) {
  const intl = useIntl();
  const { data, error } = useUserPackage();
  let figure: ReactNode;
  if (data) {
    // A <dl> holds only its term and value: the unit sits in the value, the help line after it.
    figure = (
      <Stack gap="1">
        <Stat.Root gap="1" recipe={lazyRecipes.stat}>
          <Stat.Label>{intl.formatMessage({ id: 'credits.balance.label' })}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} alignItems="baseline" gap="2">
            <span data-testid="credit-balance">{intl.formatNumber(data.query_quota)}</span>
            <Stat.ValueUnit color="fg.muted" fontSize="sm" fontWeight="normal">
              {intl.formatMessage({ id: 'credits.balance.unit' }, { count: data.query_quota })}
            </Stat.ValueUnit>
          </Stat.ValueText>
        </Stat.Root>
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(
            { id: 'credits.balance.used' },
            { used: intl.formatNumber(data.used_query_quota) },
          )}
          {' · '}
          <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
            <Link to={paths.price()}>
              {intl.formatMessage({ id: 'credits.balance.plans' })}
              <LuArrowUpRight aria-hidden />
            </Link>
          </ChakraLink>
        </Text>
      </Stack>
    );
  } else if (error) {
    figure = (
      <HStack gap="2" color="fg.error" fontSize="sm" role="alert">
        <LuTriangleAlert aria-hidden />
        <Text>{intl.formatMessage({ id: 'credits.balance.failed' })}</Text>
      </HStack>
    );
  } else {
    figure = (
      <Stack gap="2" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Skeleton height="4" width="32" />
        <Skeleton height="8" width="40" />
      </Stack>
    );
  }
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="4"
        >
          {figure}
          <HStack gap="2" css={{ '& > *': { flex: { base: '1', sm: 'initial' } } }}>
            {actions}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
