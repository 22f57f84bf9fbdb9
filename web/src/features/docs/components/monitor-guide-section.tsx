import { Box, Code, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../../../components/table-head';
import {
  exampleDeliveryHeaders,
  type MonitorGuideId,
  monitorRuleNumbers,
  monitorWalkthrough,
  nodeReceiver,
  pythonReceiver,
  retrySchedule,
} from '../monitor-guides';
import { usePublicApiUrl } from '../public-api-url';
import { CodeBlock } from './code-block';
import { DocsSection } from './docs-section';

const mono = (chunks: ReactNode[]) => (
  <Code size="sm" variant="surface">
    {chunks}
  </Code>
);

function Paragraph({ id, values }: { readonly id: string; readonly values?: Record<string, unknown> }) {
  return (
    <Text>
      <FormattedMessage id={id} values={{ code: mono, ...values } as never} />
    </Text>
  );
}

function SubHeading({ id }: { readonly id: string }) {
  return (
    <Heading as="h3" size="lg" mt="4">
      <FormattedMessage id={id} />
    </Heading>
  );
}

const alertTypes = [
  { type: 'known_risk', severity: 'high', details: 'risk_type, risk_level, label_source' },
  { type: 'similar_address', severity: 'medium', details: 'imitated_address, leading_match, trailing_match' },
  { type: 'normal_transaction', severity: 'low', details: '—' },
] as const;

/** Alert types, the similar-address rule, credits, and a walkthrough on the local stack. */
function AlertsGuide() {
  const intl = useIntl();
  const origin = usePublicApiUrl();
  return (
    <>
      <Paragraph id="docs.monitor.intro" />
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <TableHead
            columns={['type', 'when', 'severity', 'details']}
            header={(column) => <FormattedMessage id={`docs.monitor.column.${column}`} />}
          />
          <Table.Body>
            {alertTypes.map((row) => (
              <Table.Row key={row.type}>
                <Table.Cell>
                  <Code size="sm">{row.type}</Code>
                </Table.Cell>
                <Table.Cell minW="64">
                  <FormattedMessage id={`docs.monitor.when.${row.type}`} values={{ code: mono }} />
                </Table.Cell>
                <Table.Cell>{intl.formatMessage({ id: `risk.severity.${row.severity}` })}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.details}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <SubHeading id="docs.monitor.similar.title" />
      <Paragraph id="docs.monitor.similar.rule" values={monitorRuleNumbers} />
      <Paragraph id="docs.monitor.direction" />
      <SubHeading id="docs.monitor.credits.title" />
      <Paragraph id="docs.monitor.credits.push" />
      <Paragraph id="docs.monitor.credits.paused" />
      <Paragraph id="docs.monitor.credits.limits" />
      <SubHeading id="docs.monitor.walkthrough.title" />
      <Paragraph id="docs.monitor.walkthrough.intro" />
      <List.Root as="ol" gap="4" ps="5">
        {monitorWalkthrough(origin).map((step) => (
          <List.Item key={step.titleId}>
            <Stack gap="2">
              <Text fontWeight="semibold">
                <FormattedMessage id={step.titleId} />
              </Text>
              <CodeBlock code={step.code} title="curl" copyable />
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <Paragraph id="docs.monitor.walkthrough.result" />
    </>
  );
}

/** How a delivery is signed and how to verify it with a Standard Webhooks library. */
function WebhookGuide() {
  return (
    <>
      <Paragraph id="docs.webhooks.intro" />
      <CodeBlock code={exampleDeliveryHeaders} title="HTTP" />
      <List.Root gap="2" ps="5">
        {['id', 'timestamp', 'signature', 'body'].map((item) => (
          <List.Item key={item}>
            <FormattedMessage id={`docs.webhooks.header.${item}`} values={{ code: mono }} />
          </List.Item>
        ))}
      </List.Root>
      <SubHeading id="docs.webhooks.verify.title" />
      <Paragraph id="docs.webhooks.verify.intro" />
      <CodeBlock code={nodeReceiver} title="TypeScript (Node.js)" copyable maxHeight="520px" />
      <CodeBlock code={pythonReceiver} title="Python" copyable />
      <SubHeading id="docs.webhooks.secret.title" />
      <Paragraph id="docs.webhooks.secret.body" values={{ hours: monitorRuleNumbers.overlapHours }} />
      <SubHeading id="docs.webhooks.retries.title" />
      <Paragraph
        id="docs.webhooks.retries.body"
        values={{ retries: monitorRuleNumbers.retries, schedule: retrySchedule() }}
      />
      <Paragraph id="docs.webhooks.test" />
    </>
  );
}

/** The monitoring guides of the docs page (monitor-guides.ts). */
export function MonitorGuideSection({ id }: { readonly id: MonitorGuideId }) {
  return (
    <DocsSection id={id} gap="5">
      <Box display="contents">{id === 'monitor-alerts' ? <AlertsGuide /> : <WebhookGuide />}</Box>
    </DocsSection>
  );
}
