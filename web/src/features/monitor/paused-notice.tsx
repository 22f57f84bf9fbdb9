import { Alert, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CREDITS_PER_PUSH } from '../../../../shared/constants/plans';
import { paths } from '../../lib/paths';
import { useUserPackage } from '../../lib/use-account';
import { pushesPaused } from './monitor-rules';

/**
 * spec 02 §4, §9: pushes pause when the credits left cannot pay one (3 credits); alerts are
 * still recorded. Said once above the lists, with the way to more credits.
 */
export function PausedNotice() {
  const intl = useIntl();
  const plan = useUserPackage();
  if (!pushesPaused(plan.data?.query_quota)) return null;
  return (
    <Alert.Root status="warning" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage({ id: 'monitor.paused.title' })}</Alert.Title>
        <Alert.Description>
          {intl.formatMessage(
            { id: 'monitor.paused.description' },
            { cost: CREDITS_PER_PUSH, credits: plan.data?.query_quota ?? 0 },
          )}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" flexShrink={0}>
        <Link to={paths.price()}>{intl.formatMessage({ id: 'monitor.paused.action' })}</Link>
      </Button>
    </Alert.Root>
  );
}
