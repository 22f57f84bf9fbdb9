import { Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBookOpen, LuCrown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasApiAccess } from '../../../../shared/constants/plans';
import { ListStates, LoadFailedPanel } from '../../components/list/list-states';
import { paths } from '../../lib/paths';
import { useUserPackage } from '../../lib/use-account';

/**
 * The premium-feature guard (spec 01 §2, §6): while the plan loads, a loading state (the standard
 * load-failed panel when it cannot load); then the feature for package_type 2 (advanced) and
 * above, or an upgrade card pointing at the plans and the API docs. The server enforces the same
 * rule; this only spares the user a dead end.
 */
export function PremiumGuard({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return (
    <ListStates
      list={useUserPackage()}
      failure={(retry, retrying) => (
        <LoadFailedPanel
          title={intl.formatMessage({ id: 'shell.user.packageFailed' })}
          onRetry={retry}
          retrying={retrying}
          size="tall"
        />
      )}
      loading={
        <Center py="16" aria-busy="true">
          <HStack gap="3" color="fg.muted">
            <Spinner size="sm" />
            <Text>{intl.formatMessage({ id: 'console.premium.loading' })}</Text>
          </HStack>
        </Center>
      }
    >
      {(pkg) => (hasApiAccess(pkg.package_type) ? children : <UpgradeCard />)}
    </ListStates>
  );
}

function UpgradeCard() {
  const intl = useIntl();
  return (
    <Card.Root maxW="xl" mx="auto" my={{ base: '6', md: '10' }} variant="outline" data-testid="upgrade-card">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center" py="4">
          <Center boxSize="14" rounded="full" bg="purple.subtle" color="purple.fg" aria-hidden>
            <LuCrown size="26" />
          </Center>
          <Heading as="h2" size="lg">
            {intl.formatMessage({ id: 'console.premium.title' })}
          </Heading>
          <Text color="fg.muted">{intl.formatMessage({ id: 'console.premium.description' })}</Text>
          <HStack gap="3" pt="2" flexWrap="wrap" justify="center">
            <Button asChild colorPalette="blue">
              <Link to={paths.price()}>{intl.formatMessage({ id: 'console.premium.viewPlans' })}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.docs()}>
                <LuBookOpen />
                {intl.formatMessage({ id: 'console.premium.learnApi' })}
              </Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
