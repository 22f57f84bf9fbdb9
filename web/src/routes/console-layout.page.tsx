// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { ConsoleLayout } from '../features/console/console-layout';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console/*: the console frame around its tabs. */
export default function ConsoleLayoutPage() {
  return <ConsoleLayout />;
}
