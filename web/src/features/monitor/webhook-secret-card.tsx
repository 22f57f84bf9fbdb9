import { Badge, Code, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBan, LuCheck, LuCopy, LuRefreshCw, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { DeliveryAttempt } from '../../../../shared/contract/monitoring.schema';
import { testEventsPerUser } from '../../../../shared/rules/alert-delivery-rules';
import { ActionButton } from '../../components/action-button';
import { RevealToggle } from '../../components/reveal-toggle';
import { notify, notifyApiError } from '../../components/toaster';
import { useCopy } from '../../components/use-copy';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from './monitor-states';
import { SettingsCard } from './settings-card';

/** `whsec_` and the first 4 characters, the rest hidden until revealed. */
export const maskSecret = (secret: string): string => `${secret.slice(0, 10)}${'•'.repeat(24)}`;

/**
 * The webhook signing secret (Standard Webhooks: `whsec_` + base64): hidden until revealed,
 * copied with a button, rotated after a confirmation (the old one keeps signing for 24 hours,
 * until `previous_secret_expires_at`, or until the user revokes it sooner); and "send test event", a signed sample to every webhook
 * URL of the saved configuration, with each URL's answer shown.
 */
export function WebhookSecretCard({ hasUrls }: { readonly hasUrls: boolean }) {
  const intl = useIntl();
  const t = useMessage();
  const secret = useApi('getWebhookSecret', {}, cacheLifetimes.user);
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [changing, setChanging] = useState(false);
  const [testing, setTesting] = useState(false);
  const [results, setResults] = useState<readonly DeliveryAttempt[] | null>(null);
  const { copied, copy } = useCopy();
  const errorToast = (error: unknown) =>
    notifyApiError(error, (descriptor) => intl.formatMessage(descriptor));

  /** Rotates, or ends the old secret's overlap; after a 409 (changed meanwhile) shows what is stored. */
  const change = async (action: 'rotate' | 'revoke') => {
    setChanging(true);
    try {
      const answer =
        action === 'rotate'
          ? await api('rotateWebhookSecret', { body: {} })
          : await api('revokePreviousWebhookSecret', { body: { revoke_previous: true } });
      await secret.mutate(answer, { revalidate: false });
      notify('success', t(action === 'rotate' ? 'monitor.secret.rotated' : 'monitor.secret.revoked'));
      setConfirming(null);
    } catch (error) {
      errorToast(error);
      void secret.mutate();
    } finally {
      setChanging(false);
    }
  };

  const sendTest = async () => {
    setTesting(true);
    try {
      const answer = await api('sendTestWebhook', { body: {} });
      setResults(answer.deliveries);
      const ok = answer.deliveries.every((d) => d.ok);
      notify(ok ? 'success' : 'warning', t(ok ? 'monitor.test.sent' : 'monitor.test.someFailed'));
    } catch (error) {
      errorToast(error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <SettingsCard messages="monitor.secret">
      <Stack gap="4">
        {secret.error && !secret.data ? (
          <LoadFailed
            error={secret.error}
            onRetry={() => void secret.mutate()}
            retrying={secret.isValidating}
          />
        ) : !secret.data ? (
          <Skeleton height="10" />
        ) : (
          <>
            <HStack gap="2" borderWidth="1px" rounded="md" px="3" py="2" bg="bg.subtle" minW="0">
              <Code
                flex="1"
                minW="0"
                variant="plain"
                fontSize="sm"
                wordBreak="break-all"
                data-testid="webhook-secret"
              >
                {revealed ? secret.data.secret : maskSecret(secret.data.secret)}
              </Code>
              <RevealToggle
                size="sm"
                variant="ghost"
                shown={revealed}
                onToggle={() => setRevealed((r) => !r)}
                showLabel={t('monitor.secret.reveal')}
                hideLabel={t('monitor.secret.hide')}
              />
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette={copied ? 'green' : 'gray'}
                aria-label={t(copied ? 'common.copied' : 'monitor.secret.copy')}
                onClick={() => secret.data && void copy(secret.data.secret)}
              >
                {copied ? <LuCheck /> : <LuCopy />}
              </IconButton>
            </HStack>
            {secret.data.previous_secret_expires_at ? (
              <Text fontSize="sm" color="fg.muted">
                {t('monitor.secret.overlap', {
                  until: formatDisplayDate(secret.data.previous_secret_expires_at),
                })}
              </Text>
            ) : null}
          </>
        )}
        <HStack gap="3" wrap="wrap">
          <ActionButton icon={LuRefreshCw} onClick={() => setConfirming('rotate')} disabled={!secret.data}>
            {t('monitor.secret.rotate')}
          </ActionButton>
          {secret.data?.previous_secret_expires_at ? (
            <ActionButton icon={LuBan} colorPalette="red" onClick={() => setConfirming('revoke')}>
              {t('monitor.secret.revoke')}
            </ActionButton>
          ) : null}
          <ActionButton
            icon={LuSend}
            colorPalette="blue"
            onClick={() => void sendTest()}
            loading={testing}
            disabled={!hasUrls}
          >
            {t('monitor.test.send')}
          </ActionButton>
          <Text fontSize="sm" color="fg.muted">
            {hasUrls ? t('monitor.test.limit', { max: testEventsPerUser.max }) : t('monitor.test.noUrls')}
          </Text>
        </HStack>
        {results ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('monitor.test.results')}>
            {results.map((result) => (
              <HStack as="li" key={`${result.target}:${result.at}`} gap="2" fontSize="sm" minW="0">
                <Badge colorPalette={result.ok ? 'green' : 'red'} variant="subtle" flexShrink={0}>
                  {result.status_code ?? t(result.ok ? 'monitor.deliveries.ok' : 'monitor.deliveries.failed')}
                </Badge>
                <Text fontFamily="mono" fontSize="xs" truncate title={result.target}>
                  {result.target}
                </Text>
                {result.error ? (
                  <Text fontSize="xs" color="fg.error" truncate>
                    {result.error}
                  </Text>
                ) : null}
              </HStack>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'revoke' ? 'monitor.secret.revokeTitle' : 'monitor.secret.rotateTitle')}
        confirmLabel={t(confirming === 'revoke' ? 'monitor.secret.revoke' : 'monitor.secret.rotate')}
        danger={confirming === 'revoke'}
        busy={changing}
        onConfirm={() => confirming && void change(confirming)}
        onClose={() => setConfirming(null)}
      >
        {t(confirming === 'revoke' ? 'monitor.secret.revokeDescription' : 'monitor.secret.rotateDescription')}
      </ConfirmDialog>
    </SettingsCard>
  );
}
