import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { type PlanDefinition, plans } from '../../../../shared/constants/plans';
import { paths } from '../../lib/paths';
import { rememberReturnPath } from '../../lib/return-path';
import { useUserPackage } from '../../lib/use-account';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useSession } from '../../lib/use-session';
import { ComparisonTable } from './comparison-table';
import { ConsultationSection } from './consultation-section';
import { CreditsSection } from './credits-section';
import { planAction } from './plan-action';
import { PlanCard } from './plan-card';

/**
 * The sales dialog opens on a press. Its code (a form and Chakra's dialog machinery, a dozen small
 * chunks) loads then rather than with the page, which is there to be read first.
 */
const ContactSalesDialog = lazy(() =>
  import('./contact-sales-dialog').then(({ ContactSalesDialog }) => ({ default: ContactSalesDialog })),
);

/**
 * /price (spec 02 §2 "Pricing page"): the five plans, then credits, billing examples, monitoring
 * billing, the comparison and consultation. Signed in, the user's plan (GET /user-package) is
 * highlighted; a guest pressing a plan button is sent to /login and brought back here.
 */
export function PricingPage() {
  const signedIn = useSession() !== null;
  const navigate = useNavigate();
  const [asking, setAsking] = useState<string | null>(null);
  const dialogMounted = useOpenedOnce(asking !== null);
  // The account hook (lib/use-account.ts): the header's user menu and this page share one request.
  const { data, isLoading } = useUserPackage();
  const current = signedIn ? data?.package_type : null;

  const select = (plan: PlanDefinition) => {
    if (!signedIn) {
      rememberReturnPath(paths.price());
      navigate(paths.login());
      return;
    }
    setAsking(plan.key);
  };

  return (
    <Box position="relative" overflow="hidden">
      <Box
        position="absolute"
        insetX="0"
        top="0"
        h="md"
        bgGradient="to-b"
        gradientFrom="blue.500/10"
        gradientTo="transparent"
        pointerEvents="none"
      />
      <Container maxW="7xl" py={{ base: '10', md: '16' }} position="relative">
        <Stack gap={{ base: '12', md: '20' }}>
          <Stack gap="3" textAlign="center" align="center">
            <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
              <FormattedMessage id="pricing.title" />
            </Heading>
            <Text color="fg.muted" textStyle="lead" maxW="2xl">
              <FormattedMessage id="pricing.subtitle" />
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3, xl: 5 }} gap="5" alignItems="stretch">
            {plans.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                action={planAction(plan.packageType, current)}
                loading={signedIn && isLoading}
                onSelect={() => select(plan)}
              />
            ))}
          </SimpleGrid>
          <CreditsSection />
          <ComparisonTable />
          <ConsultationSection onWrite={() => setAsking('enterprise')} />
        </Stack>
      </Container>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ContactSalesDialog plan={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
