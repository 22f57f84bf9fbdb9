import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
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
    <Dialog.Root open={plan !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="pricing.dialog.title" values={{ plan: name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  <FormattedMessage id="pricing.dialog.body" values={{ plan: name }} />
                </Text>
                <Stack gap="2">
                  <ChatButton />
                  <EmailButton variant="outline" />
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">
                  <FormattedMessage id="pricing.dialog.close" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
