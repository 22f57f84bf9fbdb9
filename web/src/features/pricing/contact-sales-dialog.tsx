import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame } from '../../components/dialog-frame';
import { ChatButton, EmailButton } from './contact-buttons';

interface Props {
  /** The plan key the user asked for; null closes the dialog. */
  readonly plan: string | null;
  readonly onClose: () => void;
}

/** There is no payment flow: upgrades and downgrades are arranged with sales. */
export function ContactSalesDialog({ plan, onClose }: Props) {
  const intl = useIntl();
  const name = plan ? intl.formatMessage({ id: `pricing.plan.${plan}` }) : '';
  return (
    <DialogFrame
      open={plan !== null}
      onClose={onClose}
      title={<FormattedMessage id="pricing.dialog.title" values={{ plan: name }} />}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="ghost">
            <FormattedMessage id="pricing.dialog.close" />
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">
          <FormattedMessage id="pricing.dialog.body" values={{ plan: name }} />
        </Text>
        <Stack gap="2">
          <ChatButton />
          <EmailButton variant="outline" />
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
