import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HEADER_HEIGHT } from '../../../components/layout-sizes';
import { SideNavLink } from '../../../components/side-nav-link';
import { paths } from '../../../lib/paths';
import { endpointGroups, guideSectionIds, sectionTitleId } from '../sections';

const groups = [
  { titleId: 'docs.group.guide', ids: [...guideSectionIds] },
  ...endpointGroups.map((g) => ({
    titleId: g.titleId,
    ids: [...(g.guides ?? []), ...g.sections.map((s) => s.id)],
  })),
];

/**
 * The desktop table of contents: links that set `?section=`; the current one is marked. It stays
 * beside the content under the sticky header and scrolls on its own when its groups are taller
 * than the window, so every group (the alerts and webhooks too) is reachable by wheel, touch or
 * Tab; the current entry is kept in its view, also when a deep link opens a section far down.
 */
export function DocsSidebar({ activeId, onSelect }: { activeId: string; onSelect: (id: string) => void }) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const link = box?.querySelector<HTMLElement>(`[data-section="${activeId}"]`);
    if (!box || !link) return;
    // offsetTop is relative to the box (sticky, so positioned); the window itself never moves.
    const above = link.offsetTop < box.scrollTop;
    const below = link.offsetTop + link.offsetHeight > box.scrollTop + box.clientHeight;
    if (above || below) box.scrollTop = link.offsetTop - box.clientHeight / 2;
  }, [activeId]);
  return (
    <Box
      ref={scroller}
      hideBelow="md"
      w="64"
      flexShrink={0}
      position="sticky"
      top={`calc(${HEADER_HEIGHT} + 1rem)`}
      maxH={`calc(100dvh - ${HEADER_HEIGHT} - 2rem)`}
      overflowY="auto"
      overscrollBehavior="contain"
      css={{ scrollbarWidth: 'thin' }}
      pb="4"
      data-testid="docs-sidebar"
    >
      <Box as="nav" aria-label={intl.formatMessage({ id: 'docs.nav.label' })}>
        <Stack gap="4">
          {groups.map((group) => (
            <Stack key={group.titleId} gap="0.5">
              <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3">
                <FormattedMessage id={group.titleId} />
              </Text>
              {group.ids.map((id) => {
                const active = id === activeId;
                return (
                  <SideNavLink
                    kind="toc"
                    key={id}
                    to={paths.docs(id)}
                    aria-current={active ? 'page' : undefined}
                    data-section={id}
                    onClick={() => onSelect(id)}
                  >
                    <FormattedMessage id={sectionTitleId(id)} />
                  </SideNavLink>
                );
              })}
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

/** Phones: the same sections as a select. */
export function sidebarGroups() {
  return groups;
}
