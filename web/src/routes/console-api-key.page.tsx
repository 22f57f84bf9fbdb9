import { LuKeyRound } from 'react-icons/lu';
import { ComingSoon } from '../features/console/coming-soon';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { PremiumGuard } from '../features/console/premium-guard';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console/api-key: API keys, behind the premium guard (spec 01 §6: advanced and above). */
export default function ConsoleApiKeyPage() {
  return (
    <ConsolePage titleId="console.apiKey.title" descriptionId="console.apiKey.description">
      <PremiumGuard>
        <ComingSoon icon={LuKeyRound} messageId="console.apiKey.soon" />
      </PremiumGuard>
    </ConsolePage>
  );
}
