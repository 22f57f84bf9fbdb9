// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { pricingMessages } from '../features/pricing/messages';
import { PricingPage } from '../features/pricing/pricing-page';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(pricingMessages);

/** Route `/price`: plans and billing rules. */
export default function Page() {
  usePageTitle('shell.nav.pricing');
  return <PricingPage />;
}
