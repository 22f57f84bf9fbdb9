import { Box, Flex, IconButton, Portal, Stack, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { HEADER_HEIGHT } from '../../components/layout-sizes';
import { SideNavLink } from '../../components/side-nav-link';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { activeConsoleTab, type ConsoleBadges, type ConsoleNavItem, sidebarSections } from './console-nav';
import { UnreadBadge, UnreadLabel } from './unread-badge';

/**
 * The console's desktop sidebar (spec 01 §2): "console" and "management" sections; it collapses
 * to icons, and that choice is stored under `console-sidebar-collapsed` (spec 01 §9).
 */
export function ConsoleSidebar({ badges = {} }: { readonly badges?: ConsoleBadges }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = activeConsoleTab(pathname);
  const [collapsed, setCollapsed] = useState(() => readStored(storageKeys.sidebarCollapsed) === 'true');
  const toggle = () => {
    const next = !collapsed;
    writeStored(storageKeys.sidebarCollapsed, String(next));
    setCollapsed(next);
  };

  return (
    <Box
      as="aside"
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      flexShrink={0}
      width={collapsed ? '16' : '60'}
      transition="width 0.2s"
      position="sticky"
      top={HEADER_HEIGHT}
      height={`calc(100dvh - ${HEADER_HEIGHT})`}
      borderEndWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      data-collapsed={collapsed || undefined}
    >
      <Box
        as="nav"
        aria-label={intl.formatMessage({ id: 'console.nav.label' })}
        flex="1"
        overflowY="auto"
        px="2"
        py="4"
      >
        <Stack gap="6">
          {sidebarSections.map((section) => (
            <Stack key={section.titleId} gap="1">
              {collapsed ? (
                <Box borderTopWidth="1px" borderColor="border" mx="2" mb="1" aria-hidden />
              ) : (
                <Text
                  px="3"
                  pb="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wider"
                  color="fg.subtle"
                >
                  {intl.formatMessage({ id: section.titleId })}
                </Text>
              )}
              {section.items.map((item) => (
                <SidebarLink
                  key={item.tab}
                  item={item}
                  active={item.tab === active}
                  collapsed={collapsed}
                  badge={badges[item.tab]}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Flex borderTopWidth="1px" borderColor="border" p="2" justify={collapsed ? 'center' : 'flex-end'}>
        <IconButton
          variant="ghost"
          size="sm"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={intl.formatMessage({ id: collapsed ? 'console.nav.expand' : 'console.nav.collapse' })}
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </Flex>
    </Box>
  );
}

function SidebarLink({
  item,
  active,
  collapsed,
  badge,
}: {
  readonly item: ConsoleNavItem;
  readonly active: boolean;
  readonly collapsed: boolean;
  readonly badge?: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: item.labelId });
  const Icon = item.icon;
  const link = (
    <SideNavLink
      kind="app"
      to={item.path}
      aria-current={active ? 'page' : undefined}
      justifyContent={collapsed ? 'center' : 'flex-start'}
    >
      <Box as="span" position="relative" display="inline-flex">
        <Icon size="18" aria-hidden />
        {collapsed ? <UnreadBadge count={badge} floating /> : null}
      </Box>
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      {collapsed ? <UnreadLabel count={badge} /> : <UnreadBadge count={badge} />}
    </SideNavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
