// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { policyMessages } from '../features/policy/messages';
import { PolicyPage } from '../features/policy/policy-page';
import { reportSectionMessages } from '../features/report/sections/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts); tier and verdict names are the report's.
registerMessages(componentMessages);
registerMessages(policyMessages);
registerMessages(reportSectionMessages);

/** /console/policy: the user's risk policy (beyond spec). */
export default function ConsolePolicyPage() {
  usePageTitle('console.nav.policy');
  return <PolicyPage />;
}
