// Before anything it draws: the recipes of its Chakra components join the system.
import '../../components/deferred-recipes';
import { Box, Button, CloseButton, Drawer, Group, Portal, Stack, Text } from '@chakra-ui/react';
import { type ReactElement, useState } from 'react';
import { LuReceiptText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { languages } from '../../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/language';
import { registerMessages } from '../../i18n/messages';
import { useColorMode } from '../../lib/color-mode';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { accountMessages } from './account-messages';
import { HeaderNav } from './header-nav';
import { languageNames } from './language-menu';
import { Logo } from './logo';
import { PackageSummary } from './package-summary';
import { signOutChoices } from './sign-out-choices';
import { SignedInAs } from './signed-in-as';
import { themeChoices } from './theme-menu';
import { TimeZoneField } from './time-zone-field';
import { useLogout } from './use-logout';

registerMessages(accountMessages);

/**
 * The mobile side menu (spec 01 §2, under 768 px): the same links, language and theme, then
 * login/register for a guest or the user's e-mail, plan and logout. Loaded on first use
 * (mobile-nav.tsx), with Chakra's drawer machinery.
 */
export function MobileDrawer({ trigger }: { readonly trigger: ReactElement }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const session = useSession();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title asChild>
                <Box>
                  <Logo onNavigate={close} />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Drawer.CloseTrigger>
            <Drawer.Body py="4">
              <Stack gap="6">
                <HeaderNav direction="column" onNavigate={close} />
                <Settings />
                <Box borderTopWidth="1px" pt="5">
                  {session ? <Account onDone={close} /> : <GuestActions onNavigate={close} />}
                </Box>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Settings() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const { choice, setChoice } = useColorMode();
  return (
    <Stack gap="4">
      <Stack gap="2" role="group" aria-labelledby="mobile-language-label">
        <Text id="mobile-language-label" fontSize="xs" fontWeight="semibold" color="fg.muted">
          {intl.formatMessage({ id: 'shell.language.label' })}
        </Text>
        <Group attached width="full">
          {languages.map((l) => (
            <Button
              key={l}
              flex="1"
              size="sm"
              lang={l}
              variant={l === language ? 'solid' : 'outline'}
              aria-pressed={l === language}
              onClick={() => setLanguage(l)}
            >
              {languageNames[l]}
            </Button>
          ))}
        </Group>
      </Stack>
      <Stack gap="2" role="group" aria-labelledby="mobile-theme-label">
        <Text id="mobile-theme-label" fontSize="xs" fontWeight="semibold" color="fg.muted">
          {intl.formatMessage({ id: 'shell.theme.label' })}
        </Text>
        <Group attached width="full">
          {themeChoices.map(({ value, labelId, icon: Icon }) => (
            <Button
              key={value}
              flex="1"
              size="sm"
              variant={value === choice ? 'solid' : 'outline'}
              aria-pressed={value === choice}
              onClick={() => setChoice(value)}
            >
              <Icon />
              {intl.formatMessage({ id: labelId })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}

function Account({ onDone }: { readonly onDone: () => void }) {
  const intl = useIntl();
  const { logout, logoutEverywhere, loggingOut } = useLogout();
  return (
    <Stack gap="4">
      <SignedInAs />
      <PackageSummary />
      <TimeZoneField />
      <Button asChild variant="outline" size="sm">
        <Link to={paths.consoleCredits()} onClick={onDone}>
          <LuReceiptText />
          {intl.formatMessage({ id: 'shell.user.statement' })}
        </Link>
      </Button>
      {/* Signing out here is the usual way (outline, with the spinner); everywhere, the rarer one. */}
      {signOutChoices.map(({ everywhere, icon: Icon, labelId }) => (
        <Button
          key={labelId}
          variant={everywhere ? 'ghost' : 'outline'}
          colorPalette="red"
          loading={!everywhere && loggingOut}
          disabled={everywhere && loggingOut}
          onClick={() => void (everywhere ? logoutEverywhere() : logout()).then(onDone)}
        >
          <Icon />
          {intl.formatMessage({ id: labelId })}
        </Button>
      ))}
    </Stack>
  );
}

function GuestActions({ onNavigate }: { readonly onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Button asChild colorPalette="blue">
        <Link to={paths.register()} onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.register' })}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.login()} onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.login' })}
        </Link>
      </Button>
    </Stack>
  );
}
