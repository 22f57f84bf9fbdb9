import { Badge, Box, Button, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { UserPackage } from '../../../../shared/contract/accounts.schema';
import { quotaUsage } from '../../../../shared/format/usage-format';
import { ListStates } from '../../components/list/list-states';
import { formatDisplayDay } from '../../lib/display-time-zone';
import { useUserPackage } from '../../lib/use-account';
import { planLabel } from './plan-label';
import { validityBadge } from './plan-status';

const bandPalette = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/**
 * The user's plan at a glance (spec 01 §2 "User menu", §4 plan validity, §9 quota bar): plan
 * badge, validity dates with the days-left badge, the credit bar and the free monitored-address
 * allowance. Shared by the desktop user menu and the mobile side menu.
 */
export function PackageSummary() {
  const intl = useIntl();
  return (
    <ListStates
      list={useUserPackage()}
      failure={(retry) => (
        <Stack gap="2" role="alert">
          <HStack gap="2" color="fg.error" fontSize="sm">
            <LuTriangleAlert />
            <Text>{intl.formatMessage({ id: 'shell.user.packageFailed' })}</Text>
          </HStack>
          <Button size="xs" variant="outline" alignSelf="start" onClick={retry}>
            <LuRefreshCw />
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        </Stack>
      )}
      loading={
        <Stack gap="2" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
          <Skeleton height="4" width="40%" />
          <Skeleton height="3" width="70%" />
          <Skeleton height="2" />
        </Stack>
      }
    >
      {(pkg) => <PackageDetails pkg={pkg} />}
    </ListStates>
  );
}

function PackageDetails({ pkg }: { readonly pkg: UserPackage }) {
  const intl = useIntl();
  const plan = planLabel(pkg.package_type);
  const badge = validityBadge(pkg.end_at);
  const usage = quotaUsage(pkg.used_query_quota, pkg.query_quota);
  // The console's one date style, in the display zone (spec 01 §9).
  const date = formatDisplayDay;
  const number = (n: number) => intl.formatNumber(n);

  return (
    <Stack gap="3" fontSize="sm">
      <HStack justify="space-between" gap="2">
        <Text color="fg.muted">{intl.formatMessage({ id: 'shell.user.plan' })}</Text>
        <Badge colorPalette={plan.colorPalette} variant="subtle" data-testid="plan-badge">
          {intl.formatMessage({ id: plan.labelId })}
        </Badge>
      </HStack>

      <Stack gap="1">
        <HStack justify="space-between" gap="2">
          <Text color="fg.muted">{intl.formatMessage({ id: 'shell.user.validity' })}</Text>
          {badge && (
            <Badge colorPalette={badge.color} variant="solid" size="sm">
              {intl.formatMessage(
                { id: badge.kind === 'expired' ? 'shell.user.expiredDays' : 'shell.user.daysLeft' },
                { days: badge.days },
              )}
            </Badge>
          )}
        </HStack>
        <Text fontVariantNumeric="tabular-nums">
          {pkg.end_at === null
            ? intl.formatMessage({ id: 'shell.user.noExpiry' }, { begin: date(pkg.begin_at) })
            : intl.formatMessage(
                { id: 'shell.user.validRange' },
                { begin: date(pkg.begin_at), end: date(pkg.end_at) },
              )}
        </Text>
      </Stack>

      <Progress.Root
        value={usage.percent}
        max={100}
        size="sm"
        colorPalette={bandPalette[usage.band]}
        data-band={usage.band}
      >
        <HStack justify="space-between" mb="1.5">
          <Progress.Label color="fg.muted" fontWeight="normal">
            {intl.formatMessage({ id: 'shell.user.credits' })}
          </Progress.Label>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {intl.formatMessage({ id: 'shell.user.creditsPercent' }, { percent: usage.percent })}
          </Text>
        </HStack>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
        <Text mt="1.5" fontVariantNumeric="tabular-nums" data-testid="quota-numbers">
          {intl.formatMessage(
            { id: 'shell.user.creditsUsage' },
            { used: number(pkg.used_query_quota), remaining: number(pkg.query_quota) },
          )}
        </Text>
      </Progress.Root>

      <HStack justify="space-between" gap="2">
        <Text color="fg.muted">{intl.formatMessage({ id: 'shell.user.monitorAllowance' })}</Text>
        <Box as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {number(pkg.monitor_address_count)}
        </Box>
      </HStack>
    </Stack>
  );
}
