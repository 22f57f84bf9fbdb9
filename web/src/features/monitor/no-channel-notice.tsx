import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { reachOf } from '../../../../shared/rules/alert-delivery-rules';
import { useMessage } from '../../i18n/message-text';
import { paths } from '../../lib/paths';
import { reachNow, useMonitorRecipients } from './recipient-api';

/**
 * Said when a configuration reaches nobody (no webhook on with a URL, no confirmed recipient):
 * its alerts are recorded but neither pushed nor charged (alert-delivery-rules.ts). On the
 * Config tab it follows the draft being edited; on the overview it speaks of the saved global
 * configuration and links to it. Nothing is said until the recipients' states are known.
 */
export function NoChannelNotice({
  config,
  scope,
}: {
  readonly config: MonitorConfig | undefined;
  readonly scope: 'draft' | 'global';
}) {
  const t = useMessage();
  const { webhook, email } = config?.notification ?? {};
  // The recipients' states matter only when e-mail could be the one channel that reaches.
  const webhookReaches = webhook?.enabled === true && webhook.urls.length > 0;
  const needsStates = !webhookReaches && email?.enabled === true && email.recipients.length > 0;
  const recipients = useMonitorRecipients(needsStates);
  if (!config || webhookReaches || (needsStates && !recipients.data)) return null;
  const reach = recipients.data ? reachNow(config, recipients.data) : reachOf(config, () => false);
  if (reach.any) return null;
  return (
    <Alert.Root status="warning" data-testid="no-channel-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(scope === 'draft' ? 'monitor.reach.title' : 'monitor.reach.globalTitle')}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <span>
              {t(scope === 'draft' ? 'monitor.reach.description' : 'monitor.reach.globalDescription')}
            </span>
            {reach.unconfirmed.length > 0 ? (
              <span>{t('monitor.reach.unconfirmed', { count: reach.unconfirmed.length })}</span>
            ) : null}
            {scope === 'draft' ? <span>{t('monitor.reach.hint')}</span> : null}
          </Stack>
        </Alert.Description>
        {scope === 'global' ? (
          <Button asChild size="sm" variant="outline" mt="3" alignSelf="flex-start">
            <Link to={paths.consoleMonitor('config')}>{t('monitor.reach.openConfig')}</Link>
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
