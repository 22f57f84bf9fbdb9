import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMailCheck } from 'react-icons/lu';
import {
  confirmationMailsPerRecipient,
  confirmationMailsPerUser,
  RECIPIENT_CONFIRMATION_DAYS,
  recipientKey,
} from '../../../../shared/rules/alert-delivery-rules';
import { ActionButton } from '../../components/action-button';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { recipientStateOf, type ShownRecipientState, useMonitorRecipients } from './recipient-api';
import { useMonitorAction } from './use-monitor-action';

const palette: Record<ShownRecipientState, string> = {
  owner: 'blue',
  confirmed: 'green',
  pending: 'orange',
  expired: 'red',
  unsent: 'gray',
  new: 'gray',
};

/** The states a recipient can be sent a (new) link from. */
const resendable: readonly ShownRecipientState[] = ['pending', 'expired', 'unsent'];

/**
 * Each e-mail recipient's double opt-in: confirmed, awaiting confirmation (with when the link was
 * sent), expired or never sent, with "resend"; the owner's own address needs no link, and an
 * address not saved yet gets its link on save. Shown under the recipients of a configuration.
 */
export function RecipientStates({
  recipients,
  saved,
}: {
  /** The recipients in the form (the draft). */
  readonly recipients: readonly string[];
  /** The recipients of the saved configuration: those have been asked to confirm. */
  readonly saved: readonly string[];
}) {
  const t = useMessage();
  const known = useMonitorRecipients(recipients.length > 0);
  const { run } = useMonitorAction();
  const [sending, setSending] = useState<string | null>(null);
  if (recipients.length === 0) return null;

  const resend = async (email: string) => {
    setSending(email);
    await run(() => api('resendRecipientConfirmation', { body: { email } }), 'monitor.recipients.resent', {
      email,
    });
    await known.mutate();
    setSending(null);
  };

  return (
    <Stack gap="2" aria-label={t('monitor.recipients.label')} role="group">
      <Text fontSize="sm" color="fg.muted">
        {t('monitor.recipients.help', { days: RECIPIENT_CONFIRMATION_DAYS })}
      </Text>
      {!known.data ? (
        <Skeleton height="10" />
      ) : (
        <Box as="ul" listStyleType="none" borderWidth="1px" rounded="md" divideY="1px">
          {recipients.map((email) => {
            const state = recipientStateOf(email, known.data!, saved);
            const record = known.data!.recipients.find((r) => r.email === recipientKey(email));
            return (
              <Flex
                as="li"
                key={email}
                px="3"
                py="2"
                gap={{ base: '1', sm: '3' }}
                align={{ base: 'flex-start', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                data-testid="recipient-state"
              >
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" flex="1" minW="0">
                  {email}
                </Text>
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette={palette[state]} variant="subtle">
                    {t(`monitor.recipients.state.${state}`)}
                  </Badge>
                  {record?.sent_at && (state === 'pending' || state === 'expired') ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t('monitor.recipients.sentAt', {
                        at: formatDisplayDate(record.sent_at),
                      })}
                    </Text>
                  ) : null}
                  {resendable.includes(state) ? (
                    <ActionButton
                      icon={LuMailCheck}
                      size="xs"
                      aria-label={t('monitor.recipients.resendLabel', { email })}
                      loading={sending === email}
                      disabled={sending !== null}
                      onClick={() => void resend(email)}
                    >
                      {t(state === 'unsent' ? 'monitor.recipients.send' : 'monitor.recipients.resend')}
                    </ActionButton>
                  ) : null}
                </Flex>
              </Flex>
            );
          })}
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('monitor.recipients.limits', {
          perUser: confirmationMailsPerUser.max,
          perRecipient: confirmationMailsPerRecipient.max,
        })}
      </Text>
    </Stack>
  );
}
