// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { ConfirmRecipientPage } from '../features/monitor/confirm-recipient-page';
import { monitorDeliveryMessages } from '../features/monitor/delivery-messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(monitorDeliveryMessages);

/** /monitor/confirm-recipient?token=…: an alert recipient confirms (no sign-in). */
export default function ConfirmRecipientRoute() {
  return <ConfirmRecipientPage />;
}
