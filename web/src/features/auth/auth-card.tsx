import { Card, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * spec 01 §2: each sign-in page is a centred card with footer links to /terms and /privacy. The
 * card's title and subtitle are the messages `<messages>.title` and `<messages>.subtitle`; under
 * the form, a link to the neighbouring sign-in page.
 */
export function AuthCard({
  messages,
  link,
  children,
}: {
  readonly messages: string;
  readonly link: AuthCardLinkProps;
  readonly children: ReactNode;
}) {
  return (
    <Flex
      flex="1"
      justify="center"
      align={{ base: 'flex-start', md: 'center' }}
      minHeight={{ base: 'auto', md: '75vh' }}
      paddingX="4"
      paddingY={{ base: '6', md: '12' }}
      bg="bg.subtle"
    >
      <Card.Root width="full" maxWidth="md" variant="elevated" bg="bg.panel">
        <Card.Header gap="1.5">
          <Heading as="h1" size="2xl">
            <FormattedMessage id={`${messages}.title`} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id={`${messages}.subtitle`} />
          </Text>
        </Card.Header>
        <Card.Body gap="5">
          {children}
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            <AuthCardLink {...link} />
          </Text>
        </Card.Body>
        <Card.Footer justifyContent="center" borderTopWidth="1px" borderColor="border" paddingTop="4">
          <HStack gap="4" fontSize="sm">
            <Link asChild color="fg.muted">
              <RouterLink to={paths.terms()}>
                <FormattedMessage id="auth.footer.terms" />
              </RouterLink>
            </Link>
            <Text as="span" color="fg.subtle" aria-hidden>
              ·
            </Text>
            <Link asChild color="fg.muted">
              <RouterLink to={paths.privacy()}>
                <FormattedMessage id="auth.footer.privacy" />
              </RouterLink>
            </Link>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}

type AuthCardLinkProps = { readonly to: string; readonly linkId: string; readonly leadId?: string };

/** The link under an auth card to the neighbouring page ("No account? Sign up"). */
function AuthCardLink({ to, linkId, leadId }: AuthCardLinkProps) {
  return (
    <>
      {leadId && (
        <>
          <FormattedMessage id={leadId} />{' '}
        </>
      )}
      <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
        <RouterLink to={to}>
          <FormattedMessage id={linkId} />
        </RouterLink>
      </Link>
    </>
  );
}
