import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizeEndpoint } from '../endpoint-text';
import { curlExample, type Endpoint, formatJson, publicApiOrigin } from '../openapi-model';
import { policyTableSectionIds } from '../sections';
import { CodeBlock } from './code-block';
import { DefaultPolicyTable } from './default-policy-table';
import { DocsSection } from './docs-section';
import { MethodBadge } from './method-badge';
import { ParameterTable } from './parameter-table';
import { ReportFieldsList } from './report-fields-list';

function SubHeading({ id }: { id: string }) {
  return (
    <Heading as="h3" size="md" mt="2">
      <FormattedMessage id={id} />
    </Heading>
  );
}

/**
 * One public API call (spec 02 §2): method, path, description, parameters, the 200 answer with
 * its example, the error statuses with the shared error envelope, and a curl example to copy.
 * Texts come in the reader's language (endpoint-text.ts), the document's English as a fallback.
 */
export function EndpointSection({ sectionId, endpoint: source }: { sectionId: string; endpoint: Endpoint }) {
  const intl = useIntl();
  const endpoint = localizeEndpoint(source, intl);
  // The same host as the curl example below, so the two never disagree.
  const origin = publicApiOrigin();
  const statusText = (status: string) =>
    intl.messages[`docs.status.${status}`] ? intl.formatMessage({ id: `docs.status.${status}` }) : status;
  return (
    <DocsSection id={sectionId} gap="5" intro={endpoint.summary}>
      <Stack gap="2" borderWidth="1px" borderColor="border" rounded="md" p="3" bg="bg.subtle">
        <HStack gap="3" wrap="wrap">
          <MethodBadge method={endpoint.method} />
          <Code
            size="md"
            variant="plain"
            fontWeight="semibold"
            wordBreak="break-all"
            data-testid="endpoint-path"
          >
            {endpoint.path}
          </Code>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="docs.endpoint.baseUrl" />
          {': '}
          <Text as="span" fontFamily="mono">
            {origin}
          </Text>
        </Text>
      </Stack>

      {endpoint.description && <Text>{endpoint.description}</Text>}
      {policyTableSectionIds.has(sectionId) && <DefaultPolicyTable />}

      <SubHeading id="docs.endpoint.parameters" />
      <ParameterTable rows={endpoint.parameters} />

      <SubHeading id="docs.endpoint.responses" />
      <Stack gap="3">
        <HStack gap="2">
          <Badge colorPalette="green" variant="solid" fontFamily="mono">
            200
          </Badge>
          <Text fontSize="sm" fontWeight="medium">
            {statusText('200')}
          </Text>
        </HStack>
        <CodeBlock code={formatJson(endpoint.successExample)} title="application/json" maxHeight="420px" />
        {sectionId === 'query-result' && <ReportFieldsList />}
      </Stack>

      {endpoint.errors.length > 0 && (
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold">
            <FormattedMessage id="docs.endpoint.errors" />
          </Text>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {endpoint.errors.map((error) => (
              <HStack as="li" key={error.status} gap="2" py="1" align="start">
                <Badge colorPalette="red" variant="subtle" fontFamily="mono" flexShrink={0}>
                  {error.status}
                </Badge>
                <Text fontSize="sm">
                  {statusText(error.status)}
                  <Text as="span" color="fg.muted">
                    {' — '}
                    {error.description}
                  </Text>
                </Text>
              </HStack>
            ))}
          </Box>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="docs.endpoint.errorEnvelope" />
          </Text>
          <CodeBlock code={formatJson(endpoint.errorExample)} />
        </Stack>
      )}

      <SubHeading id="docs.endpoint.curl" />
      <CodeBlock code={curlExample(endpoint, origin)} title="curl" copyable />
    </DocsSection>
  );
}
