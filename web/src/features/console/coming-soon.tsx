import { Badge } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';
import { StatePanel } from '../../components/list/state-panel';

/**
 * An honest placeholder for a console feature that arrives in a later release: what it will do,
 * and that it is not here yet. No sample data, no inert forms.
 */
export function ComingSoon({ icon, messageId }: { readonly icon: IconType; readonly messageId: string }) {
  const intl = useIntl();
  return (
    <StatePanel
      size="page"
      icon={icon}
      badge={
        <Badge colorPalette="blue" variant="subtle">
          {intl.formatMessage({ id: 'console.soon.badge' })}
        </Badge>
      }
      title={intl.formatMessage({ id: messageId })}
      description={intl.formatMessage({ id: 'console.soon.description' })}
    />
  );
}
