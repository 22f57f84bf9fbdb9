import { Badge, Box, Code, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-time-zone';
import { paths } from '../../../lib/paths';
import {
  curlOf,
  exampleRequest,
  forReader,
  type Reader,
  readerRange,
  usesReaderData,
} from '../docs-examples';
import { localizeEndpoint } from '../endpoint-text';
import { type Endpoint, formatJson } from '../openapi-model';
import { usePublicApiUrl } from '../public-api-url';
import { policyTableSectionIds } from '../sections';
import { useReader } from '../use-reader';
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
  const reader = useReader();
  const endpoint = forReader(localizeEndpoint(source, intl), reader);
  // The same base as the curl example below, so the two never disagree.
  const origin = usePublicApiUrl();
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
        {endpoint.permission && (
          <Text fontSize="xs" color="fg.muted" data-testid="endpoint-permission">
            <FormattedMessage
              id="docs.endpoint.permission.body"
              values={{
                permission: (
                  <Badge
                    colorPalette={endpoint.permission === 'admin' ? 'orange' : 'gray'}
                    variant="subtle"
                    fontFamily="mono"
                  >
                    {endpoint.permission}
                  </Badge>
                ),
              }}
            />
          </Text>
        )}
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
      <CodeBlock code={curlOf(exampleRequest(endpoint, origin))} title="curl" copyable />
      <ReaderNotes endpoint={endpoint} reader={reader} />
    </DocsSection>
  );
}

/** What of the example is the reader's own: the range's dates in their zone, their key or none yet. */
function ReaderNotes({ endpoint, reader }: { endpoint: Endpoint; reader: Reader }) {
  const uses = usesReaderData(endpoint);
  if (!uses.range && !uses.apiKeyId) return null;
  const { start, end } = readerRange(reader);
  const createKey = (text: ReactNode) => (
    <Link asChild colorPalette="blue">
      <RouterLink to={paths.consoleApiKey()}>{text}</RouterLink>
    </Link>
  );
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted" data-testid="reader-notes">
      {uses.range && (
        <Text>
          <FormattedMessage
            id="docs.endpoint.readerRange"
            values={{ start: formatDisplayDate(start), end: formatDisplayDate(end) }}
          />
        </Text>
      )}
      {uses.apiKeyId && (
        <Text>
          {reader.apiKeyId === undefined ? (
            <FormattedMessage id="docs.endpoint.noKey" values={{ link: createKey }} />
          ) : (
            <FormattedMessage id="docs.endpoint.readerKey" values={{ id: reader.apiKeyId }} />
          )}
        </Text>
      )}
    </Stack>
  );
}
