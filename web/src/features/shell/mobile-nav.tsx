import { IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { DeferredControl } from './deferred-control';

const loadMobileDrawer = () => import('./mobile-drawer');

/** The menu button under 768 px (spec 01 §2); the side menu (mobile-drawer.tsx) loads when first reached for. */
export function MobileNav() {
  const intl = useIntl();
  const trigger = (
    <IconButton variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'shell.header.openMenu' })}>
      <LuMenu />
    </IconButton>
  );
  return (
    <DeferredControl load={loadMobileDrawer} trigger={trigger} popup="dialog">
      {({ MobileDrawer }) => <MobileDrawer trigger={trigger} />}
    </DeferredControl>
  );
}
