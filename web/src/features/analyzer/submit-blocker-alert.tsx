import { Alert, Link } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { nextCreditRefill } from '../../../../shared/rules/credit-period';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { paths } from '../../lib/paths';
import { useUserPackage } from '../../lib/use-account';
import type { SubmitBlocker } from './use-analyzer-form';

const texts: Readonly<Record<SubmitBlocker, { prefix: string; to: string }>> = {
  // 403 insufficient_credits: a plan with more credits is the way out.
  insufficient_credits: { prefix: 'analyzer.blocker.credits', to: paths.price() },
  // 429 too_many_active_queries: the running analyses are listed in the history.
  too_many_active_queries: { prefix: 'analyzer.blocker.busy', to: paths.consoleHistory() },
};

/**
 * Why an analysis cannot start (the server refused it, or the balance is empty before anyone
 * asks), and where to go from here; an empty balance also says when the credits renew.
 */
export function SubmitBlockerAlert({ blocker }: { readonly blocker: SubmitBlocker }) {
  const intl = useIntl();
  const { prefix, to } = texts[blocker];
  return (
    <Alert.Root status={blocker === 'insufficient_credits' ? 'error' : 'warning'} role="alert">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{intl.formatMessage({ id: `${prefix}.title` })}</Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: `${prefix}.description` })}</Alert.Description>
        {blocker === 'insufficient_credits' && <CreditRenewal />}
        <Link asChild fontWeight="semibold" fontSize="sm" width="fit-content" mt="1">
          <RouterLink to={to}>
            {intl.formatMessage({ id: `${prefix}.action` })}
            <LuArrowRight aria-hidden />
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

/** When the next credits arrive, or that none will before the plan ends. */
function CreditRenewal() {
  const intl = useIntl();
  const { data } = useUserPackage();
  if (!data) return null;
  const next = nextCreditRefill(
    {
      packageType: data.package_type,
      beginAtMs: Date.parse(data.begin_at),
      endAtMs: data.end_at ? Date.parse(data.end_at) : null,
    },
    Date.now(),
  );
  return (
    <Alert.Description data-testid="credit-renewal">
      {next === null
        ? intl.formatMessage({ id: 'analyzer.blocker.credits.noRenewal' })
        : intl.formatMessage({ id: 'analyzer.blocker.credits.renews' }, { time: formatDisplayDate(next) })}
    </Alert.Description>
  );
}
