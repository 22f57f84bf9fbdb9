import {
  Box,
  Button,
  Circle,
  Container,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowLeft, LuBookOpen, LuCreditCard, LuHouse, LuScanSearch, LuSearch } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { GradientText } from '../../components/brand';
import { paths } from '../../lib/paths';

/** spec 02 §2: the query section is scrolled to 100 ms after arriving on /, once it has rendered. */
export const SCROLL_TO_QUERY_DELAY_MS = 100;

const suggestions: readonly { key: string; to: string; icon: IconType }[] = [
  { key: 'analysis', to: paths.home(), icon: LuScanSearch },
  { key: 'pricing', to: paths.price(), icon: LuCreditCard },
  { key: 'docs', to: paths.docs(), icon: LuBookOpen },
];

/** Any unknown path (spec 02 §2 "Not-found page"). */
export function NotFoundPage() {
  const navigate = useNavigate();
  // Opened directly (a typed or shared URL), there is no page of ours to go back to: "go back"
  // would leave the site or do nothing, so it goes home instead.
  const firstPage = useLocation().key === 'default';
  const goBack = () => (firstPage ? navigate(paths.home()) : navigate(-1));
  const startAnalysis = () => {
    navigate(paths.home());
    // The home page is a lazy chunk: when it is not there yet at 100 ms, look again a few times.
    const scroll = (attemptsLeft: number) =>
      setTimeout(() => {
        const query = document.getElementById('query');
        if (query) query.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else if (attemptsLeft > 0) scroll(attemptsLeft - 1);
      }, SCROLL_TO_QUERY_DELAY_MS);
    scroll(20);
  };
  return (
    <Container maxW="5xl" py={{ base: '12', md: '20' }}>
      <Stack gap="6" align="center" textAlign="center">
        <GradientText
          as="p"
          fontSize={{ base: '7xl', md: '9xl' }}
          fontWeight="black"
          lineHeight="1"
          letterSpacing="tighter"
          aria-hidden="true"
        >
          <FormattedMessage id="notFound.code" />
        </GradientText>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }}>
          <FormattedMessage id="notFound.title" />
        </Heading>
        <Text color="fg.muted" textStyle="lead" maxW="lg">
          <FormattedMessage id="notFound.subtitle" />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button colorPalette="blue" size="lg" onClick={startAnalysis}>
            <LuSearch />
            <FormattedMessage id="notFound.start" />
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to={paths.home()}>
              <LuHouse />
              <FormattedMessage id="notFound.home" />
            </RouterLink>
          </Button>
          <Button variant="ghost" size="lg" onClick={goBack}>
            <LuArrowLeft />
            <FormattedMessage id="notFound.back" />
          </Button>
        </Stack>
      </Stack>
      <Box mt={{ base: '12', md: '16' }}>
        <Heading as="h2" size="sm" color="fg.muted" textAlign="center" mb="5" fontWeight="medium">
          <FormattedMessage id="notFound.suggestions" />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {suggestions.map(({ key, to, icon }) => (
            <LinkBox
              key={key}
              as="article"
              layerStyle="card"
              p="5"
              transition="border-color 0.2s, transform 0.2s"
              _hover={{ borderColor: 'blue.solid', transform: 'translateY(-2px)' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.solid' }}
            >
              <Circle size="10" bg="blue.subtle" color="blue.fg" mb="3">
                <Icon as={icon} boxSize="5" />
              </Circle>
              <Heading as="h3" size="md" mb="1">
                <LinkOverlay asChild>
                  <RouterLink to={to}>
                    <FormattedMessage id={`notFound.card.${key}.title`} />
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id={`notFound.card.${key}.body`} />
              </Text>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
