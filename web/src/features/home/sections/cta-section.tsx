import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { GradientPanel } from '../../../components/brand';
import { paths } from '../../../lib/paths';

/** spec 01 §2: the call to action, to /console and /price. */
export function CtaSection() {
  return (
    <Box as="section" pb={{ base: '14', md: '24' }}>
      <Container maxW="6xl">
        <GradientPanel rounded="3xl" px={{ base: '6', md: '16' }} py={{ base: '10', md: '16' }}>
          <Stack align="center" textAlign="center" gap="5">
            <Heading as="h2" textStyle="sectionTitle">
              <FormattedMessage id="home.cta.title" />
            </Heading>
            <Text textStyle="lead" opacity={0.9} maxW="2xl">
              <FormattedMessage id="home.cta.body" />
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild size="lg" bg="white" color="blue.700" _hover={{ bg: 'whiteAlpha.900' }}>
                <RouterLink to={paths.console()}>
                  <FormattedMessage id="home.cta.start" />
                  <LuArrowRight />
                </RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={paths.price()}>
                  <FormattedMessage id="home.cta.pricing" />
                </RouterLink>
              </Button>
            </Stack>
          </Stack>
        </GradientPanel>
      </Container>
    </Box>
  );
}
