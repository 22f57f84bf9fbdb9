import { Alert, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { readEndpoint } from '../openapi-model';
import { endpointGroups, sectionTitleId } from '../sections';
import { MethodBadge } from './method-badge';

/** Spec 02 §2 / §8: an unknown `section` shows a notice and every interface to pick from. */
export function UnknownSection({ id, onSelect }: { id: string; onSelect: (sectionId: string) => void }) {
  return (
    <Stack gap="5">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="docs.unknown.title" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="docs.unknown.body" values={{ section: id }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {endpointGroups.map((group) => (
        <Stack key={group.titleId} gap="2">
          <Text fontWeight="semibold">
            <FormattedMessage id={group.titleId} />
          </Text>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {group.sections.map((section) => {
              const endpoint = readEndpoint(section.operationId);
              return (
                <Box as="li" key={section.id} py="1.5" borderBottomWidth="1px" borderColor="border">
                  <HStack gap="3" wrap="wrap">
                    {endpoint && <MethodBadge method={endpoint.method} size="sm" />}
                    <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
                      <RouterLink to={paths.docs(section.id)} onClick={() => onSelect(section.id)}>
                        <FormattedMessage id={sectionTitleId(section.id)} />
                      </RouterLink>
                    </Link>
                    <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {endpoint?.path}
                    </Text>
                  </HStack>
                </Box>
              );
            })}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
