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
      aria-label={intl.formatMessage({ id: 'shell.user.menu' })}
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
