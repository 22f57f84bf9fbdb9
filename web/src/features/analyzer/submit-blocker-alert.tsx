import { Alert, Link } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import type { SubmitBlocker } from './use-analyzer-form';

const texts: Readonly<Record<SubmitBlocker, { prefix: string; to: string }>> = {
  // 403 insufficient_credits: a plan with more credits is the way out.
  insufficient_credits: { prefix: 'analyzer.blocker.credits', to: paths.price() },
  // 429 too_many_active_queries: the running analyses are listed in the history.
  too_many_active_queries: { prefix: 'analyzer.blocker.busy', to: paths.consoleHistory() },
};

/** Why the server refused to start the analysis, and where to go from here. */
export function SubmitBlockerAlert({ blocker }: { readonly blocker: SubmitBlocker }) {
  const intl = useIntl();
  const { prefix, to } = texts[blocker];
  return (
    <Alert.Root status={blocker === 'insufficient_credits' ? 'error' : 'warning'} role="alert">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{intl.formatMessage({ id: `${prefix}.title` })}</Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: `${prefix}.description` })}</Alert.Description>
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
