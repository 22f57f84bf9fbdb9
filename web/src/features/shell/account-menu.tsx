// Before anything it draws: the recipes of its Chakra components join the system.
import '../../components/deferred-recipes';
import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { type ReactElement, useState } from 'react';
import { LuClock, LuReceiptText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatZoneLabel } from '../../../../shared/format/date-format';
import { DialogFrame } from '../../components/dialog-frame';
import { registerMessages } from '../../i18n/messages';
import { useDisplayTimeZone } from '../../lib/display-time-zone';
import { paths } from '../../lib/paths';
import { accountMessages } from './account-messages';
import { PackageSummary } from './package-summary';
import { signOutChoices } from './sign-out-choices';
import { SignedInAs } from './signed-in-as';
import { TimeZoneField } from './time-zone-field';
import { useLogout } from './use-logout';

registerMessages(accountMessages);

/**
 * The signed-in user's menu (spec 01 §2): e-mail, the plan at a glance with a link to the credit
 * statement, the display time zone (spec 01 §9), logout (here or everywhere). Loaded on first use
 * (user-menu.tsx), with Chakra's menu machinery and the plan's progress bar. The zone is chosen in
 * a dialog: a select inside the menu would lose its arrow keys to the menu's own.
 */
export function AccountMenu({ trigger }: { readonly trigger: ReactElement }) {
  const intl = useIntl();
  const { logout, logoutEverywhere, loggingOut } = useLogout();
  const zone = useDisplayTimeZone();
  const [choosingZone, setChoosingZone] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content width="80" p="0">
              <SignedInAs px="4" pt="4" pb="3" />
              <Menu.Separator my="0" />
              <Box px="4" py="3">
                <PackageSummary />
              </Box>
              {/* Where the credit bar's numbers come from: every move of the credits. */}
              <Box px="1" pb="1">
                <Menu.Item value="credits" asChild>
                  <Link to={paths.consoleCredits()}>
                    <LuReceiptText />
                    {intl.formatMessage({ id: 'shell.user.statement' })}
                  </Link>
                </Menu.Item>
                <Menu.Item value="time-zone" onSelect={() => setChoosingZone(true)}>
                  <LuClock />
                  {intl.formatMessage({ id: 'shell.timeZone.menuItem' }, { zone: formatZoneLabel(zone) })}
                </Menu.Item>
              </Box>
              <Menu.Separator my="0" />
              <Box p="1">
                {signOutChoices.map(({ everywhere, icon: Icon, labelId }) => (
                  <Menu.Item
                    key={labelId}
                    value={everywhere ? 'logout-everywhere' : 'logout'}
                    disabled={loggingOut}
                    onSelect={() => void (everywhere ? logoutEverywhere() : logout())}
                    color="fg.error"
                  >
                    <Icon />
                    {intl.formatMessage({ id: labelId })}
                  </Menu.Item>
                ))}
              </Box>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DialogFrame
        open={choosingZone}
        onClose={() => setChoosingZone(false)}
        title={intl.formatMessage({ id: 'shell.timeZone.label' })}
        footer={
          <Button size="sm" onClick={() => setChoosingZone(false)}>
            {intl.formatMessage({ id: 'shell.timeZone.done' })}
          </Button>
        }
      >
        <TimeZoneField />
      </DialogFrame>
    </>
  );
}
