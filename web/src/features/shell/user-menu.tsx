import { Button, Skeleton, Text } from '@chakra-ui/react';
import { LuChevronDown, LuCircleUser } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useUser } from '../../lib/use-account';
import { DeferredControl } from './deferred-control';

const loadAccountMenu = () => import('./account-menu');

/**
 * The signed-in user's menu button (spec 01 §2): the e-mail, and the account menu (account-menu.tsx),
 * loaded when first reached for.
 */
export function UserMenu() {
  const intl = useIntl();
  const { data: user } = useUser();
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      maxW={{ base: '64', md: '36', xl: '64' }}
      // The name starts with what the button shows, so speech control finds it by the e-mail.
      aria-label={
        user
          ? intl.formatMessage({ id: 'shell.user.menuOf' }, { email: user.email })
          : intl.formatMessage({ id: 'shell.user.menu' })
      }
    >
      <LuCircleUser />
      {user ? (
        <Text as="span" truncate data-testid="user-email">
          {user.email}
        </Text>
      ) : (
        <Skeleton height="3" width="24" />
      )}
      <LuChevronDown />
    </Button>
  );
  return (
    <DeferredControl load={loadAccountMenu} trigger={trigger} popup="menu">
      {({ AccountMenu }) => <AccountMenu trigger={trigger} />}
    </DeferredControl>
  );
}
