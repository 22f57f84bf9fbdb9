import { Box, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** The desktop table of contents: links that set `?section=`; the current one is marked. */
export function DocsSidebar({ activeId, onSelect }: { activeId: string; onSelect: (id: string) => void }) {
  const intl = useIntl();
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'docs.nav.label' })}>
      <Stack gap="5">
        {groups.map((group) => (
          <Stack key={group.titleId} gap="1">
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
  );
}

/** Phones: the same sections as a select. */
export function sidebarGroups() {
  return groups;
}
