import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiKeyPermissions } from '../../../../../shared/rules/api-key-rules';
import { usePublicApiUrl } from '../public-api-url';
import { CodeBlock } from './code-block';
import { DocsSection } from './docs-section';

/**
 * Spec 01 §7: the X-API-Key header (recommended) or the api_key query parameter; what each key
 * permission allows (shared/rules/api-key-permissions.ts) and how a refused call answers.
 */
export function AuthenticationSection() {
  const origin = usePublicApiUrl();
  const url = `${origin}/v1/query/histories`;
  return (
    <DocsSection id="authentication" gap="6" intro={<FormattedMessage id="docs.auth.intro" />}>
      <AuthCard
        topic="header"
        badge={
          <Badge colorPalette="green" variant="subtle">
            <FormattedMessage id="docs.auth.recommended" />
          </Badge>
        }
      >
        <CodeBlock code={`curl "${url}" \\\n  -H "X-API-Key: YOUR_API_KEY"`} title="curl" copyable />
      </AuthCard>
      <AuthCard topic="query">
        <CodeBlock code={`curl "${url}?api_key=YOUR_API_KEY"`} title="curl" copyable />
      </AuthCard>
      <AuthCard topic="permissions">
        <Stack as="ul" gap="1" ps="5" fontSize="sm" listStyleType="disc">
          {apiKeyPermissions.map((permission) => (
            <li key={permission}>
              <FormattedMessage id={`docs.auth.permissions.${permission}`} />
            </li>
          ))}
        </Stack>
      </AuthCard>
      <Stack gap="2" fontSize="sm">
        <Heading as="h3" size="sm" srOnly>
          <FormattedMessage id="docs.endpoint.baseUrl" />
        </Heading>
        <Text>
          <FormattedMessage
            id="docs.auth.base"
            values={{
              base: (
                <Text as="span" fontFamily="mono">
                  {origin}/v1
                </Text>
              ),
            }}
          />
        </Text>
        <Text>
          <FormattedMessage id="docs.auth.language" />
        </Text>
        <Text>
          <FormattedMessage id="docs.auth.failures" />
        </Text>
        <Text>
          <FormattedMessage id="docs.auth.idempotency" />
        </Text>
      </Stack>
    </DocsSection>
  );
}

/** One way to authenticate (or what a key allows): its title, a line on it, then the example. */
function AuthCard({
  topic,
  badge,
  children,
}: {
  readonly topic: 'header' | 'query' | 'permissions';
  readonly badge?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Card.Title>
            <FormattedMessage id={`docs.auth.${topic}.title`} />
          </Card.Title>
          {badge}
        </HStack>
        <Text color="fg.muted">
          <FormattedMessage id={`docs.auth.${topic}.body`} />
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
