import { HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSave, LuUndo2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { ActionButton } from '../../components/action-button';
import { useReauth } from '../../components/password-confirm';
import { api } from '../../lib/api';
import { ConfigFields } from './config-fields';
import { hasLimitProblem } from './detection-limits';
import { GlobalEstimates } from './global-estimates';
import { useDefaultConfig } from './monitor-api';
import { LoadFailed } from './monitor-states';
import { NoChannelNotice } from './no-channel-notice';
import { RecipientStates } from './recipient-states';
import { SettingsCard } from './settings-card';
import { useMonitorAction } from './use-monitor-action';
import { WebhookSecretCard } from './webhook-secret-card';

/**
 * The global configuration (spec 02 §2 Config): what every address without its own config
 * uses. Edited as a draft and saved with one call; "reset" goes back to what is saved.
 */
export function ConfigTab() {
  const intl = useIntl();
  const saved = useDefaultConfig();
  const [draft, setDraft] = useState<MonitorConfig | null>(null);
  const { busy, run } = useMonitorAction();
  // New webhook URLs or recipients may need the password again (sudo mode).
  const { withReauth, dialog: reauthDialog } = useReauth();
  useEffect(() => {
    if (saved.data && draft === null) setDraft(saved.data.config);
  }, [saved.data, draft]);

  if (saved.error && !saved.data)
    return (
      <LoadFailed error={saved.error} onRetry={() => void saved.mutate()} retrying={saved.isValidating} />
    );

  const changed =
    draft !== null && saved.data !== undefined && JSON.stringify(draft) !== JSON.stringify(saved.data.config);
  const save = async () => {
    if (!draft) return;
    await run(async () => {
      const answer = await withReauth(() => api('setDefaultMonitorConfig', { body: { config: draft } }));
      setDraft(answer.config);
      await saved.mutate(answer, { revalidate: false });
    }, 'monitor.config.saved');
  };

  return (
    <Stack gap="6">
      {reauthDialog}
      <SettingsCard messages="monitor.config">
        {draft ? (
          <form
            // The lists check their own entries; what is left typed in them is not part of the config.
            noValidate
            aria-label={intl.formatMessage({ id: 'monitor.config.title' })}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap="6">
              <NoChannelNotice config={draft} scope="draft" />
              <ConfigFields
                value={draft}
                onChange={setDraft}
                disabled={busy}
                estimate={(config) => <GlobalEstimates config={config} />}
                recipientStates={(recipients) => (
                  <RecipientStates
                    recipients={recipients}
                    saved={saved.data?.config.notification.email.recipients ?? []}
                  />
                )}
              />
              <HStack justify="flex-end" gap="3">
                <ActionButton
                  icon={LuUndo2}
                  variant="ghost"
                  disabled={!changed || busy}
                  onClick={() => saved.data && setDraft(saved.data.config)}
                >
                  {intl.formatMessage({ id: 'monitor.config.reset' })}
                </ActionButton>
                <ActionButton
                  icon={LuSave}
                  type="submit"
                  colorPalette="blue"
                  loading={busy}
                  disabled={!changed || hasLimitProblem(draft)}
                  variant="solid"
                >
                  {intl.formatMessage({ id: 'monitor.config.save' })}
                </ActionButton>
              </HStack>
            </Stack>
          </form>
        ) : (
          <Stack gap="4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} height="10" />
            ))}
          </Stack>
        )}
      </SettingsCard>
      <WebhookSecretCard hasUrls={(saved.data?.config.notification.webhook.urls.length ?? 0) > 0} />
    </Stack>
  );
}
