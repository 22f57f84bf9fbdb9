import {
  Box,
  Link as ChakraLink,
  Container,
  Flex,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuSend } from 'react-icons/lu';
import { SiX } from 'react-icons/si';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMessage } from '../../i18n/message-text';
import { type ContactLinks, useContactLinks } from '../../lib/contact-links';
import { paths } from '../../lib/paths';
import { Logo } from './logo';

const productLinks = [
  { to: paths.home(), labelId: 'shell.footer.riskAnalysis' },
  { to: paths.docs(), labelId: 'shell.footer.apiService' },
  { to: paths.price(), labelId: 'shell.footer.pricing' },
];

const resourceLinks = [{ to: paths.docs(), labelId: 'shell.footer.docs' }];

/** The community's accounts, each opened in a new tab: those this deployment configured. */
const communityLinks: readonly { channel: 'social' | 'chat'; labelId: string; icon: IconType }[] = [
  { channel: 'social', labelId: 'shell.footer.social', icon: SiX },
  { channel: 'chat', labelId: 'shell.footer.chat', icon: LuSend },
];

const configuredCommunityLinks = (contact: ContactLinks) =>
  communityLinks.flatMap((link) => {
    const href = contact[link.channel]?.href;
    return href ? [{ ...link, href }] : [];
  });

/** The footer of the public pages (spec 01 §2; hidden on the console and the report). */
export function Footer() {
  const t = useMessage();
  const newTab = t('shell.footer.newTab');
  const community = configuredCommunityLinks(useContactLinks());
  return (
    <Box as="footer" className="no-print" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3" gridColumn={{ md: 'span 2' }} maxW="sm">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              {t('shell.brand.tagline')}
            </Text>
          </Stack>
          <FooterColumn title={t('shell.footer.product')} links={productLinks} />
          <Stack gap="6">
            <FooterColumn title={t('shell.footer.resources')} links={resourceLinks} />
            {community.length > 0 && (
              <Stack gap="3">
                <Text fontSize="sm" fontWeight="semibold">
                  {t('shell.footer.community')}
                </Text>
                <HStack gap="2">
                  {community.map(({ href, labelId, icon: Icon }) => (
                    <IconButton key={labelId} asChild variant="outline" size="sm" rounded="full">
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t(labelId)} ${newTab}`}
                        title={t(labelId)}
                      >
                        <Icon />
                      </a>
                    </IconButton>
                  ))}
                </HStack>
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border"
          justify="space-between"
          wrap="wrap"
          gap="2"
        >
          <Text fontSize="xs" color="fg.subtle">
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}

function FooterColumn({
  title,
  links,
}: {
  readonly title: string;
  readonly links: readonly { to: string; labelId: string }[];
}) {
  const intl = useIntl();
  return (
    <Stack gap="3" as="nav" aria-label={title}>
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.labelId}>
            <ChakraLink asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
              <Link to={link.to}>{intl.formatMessage({ id: link.labelId })}</Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
