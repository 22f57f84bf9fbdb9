import { Badge, Box, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { TableHead } from '../../../components/table-head';
import type { ParameterRow } from '../openapi-model';

const parameterColumns = ['name', 'type', 'required', 'description', 'example'] as const;

function RequiredBadge({ required }: { required: boolean }) {
  return (
    <Badge colorPalette={required ? 'red' : 'gray'} variant="subtle" size="sm">
      <FormattedMessage id={required ? 'docs.param.required' : 'docs.param.optional'} />
    </Badge>
  );
}

function Name({ row }: { row: ParameterRow }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Code size="sm" fontWeight="semibold">
        {row.name}
      </Code>
      <Text as="span" fontSize="xs" color="fg.muted">
        <FormattedMessage id={`docs.param.in.${row.location}`} />
      </Text>
      {row.aliases?.length ? (
        <Text as="span" fontSize="xs" color="fg.muted" data-testid="parameter-aliases">
          <FormattedMessage id="docs.param.aliases" values={{ names: row.aliases.join(', ') }} />
        </Text>
      ) : null}
    </HStack>
  );
}

const exampleText = (row: ParameterRow) => row.example || '—';

/**
 * The parameters of one call: a table on tablets and desktops, one card per parameter on phones
 * (five columns do not fit 390 px).
 */
export function ParameterTable({ rows }: { rows: readonly ParameterRow[] }) {
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="docs.endpoint.noParameters" />
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" hideBelow="md">
        <Table.Root size="sm" variant="line">
          <TableHead
            columns={parameterColumns}
            header={(column) => <FormattedMessage id={`docs.table.${column}`} />}
          />
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.location}:${row.name}`}>
                <Table.Cell verticalAlign="top">
                  <Name row={row} />
                </Table.Cell>
                <Table.Cell
                  verticalAlign="top"
                  fontFamily="mono"
                  fontSize="xs"
                  color="fg.muted"
                  maxW="40"
                  whiteSpace="normal"
                  wordBreak="break-word"
                >
                  {row.type}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <RequiredBadge required={row.required} />
                </Table.Cell>
                <Table.Cell verticalAlign="top" fontSize="sm" minW="48" whiteSpace="normal">
                  {row.description}
                </Table.Cell>
                <Table.Cell
                  verticalAlign="top"
                  fontFamily="mono"
                  fontSize="xs"
                  maxW="48"
                  whiteSpace="normal"
                  wordBreak="break-all"
                >
                  {exampleText(row)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack gap="2" hideFrom="md" data-testid="parameter-cards">
        {rows.map((row) => (
          <Box key={`${row.location}:${row.name}`} borderWidth="1px" borderColor="border" rounded="md" p="3">
            <HStack justify="space-between" align="start" gap="2">
              <Name row={row} />
              <RequiredBadge required={row.required} />
            </HStack>
            <Text fontFamily="mono" fontSize="xs" color="fg.muted" mt="1">
              {row.type}
            </Text>
            {row.description && (
              <Text fontSize="sm" mt="2">
                {row.description}
              </Text>
            )}
            <Text fontSize="xs" mt="2" color="fg.muted">
              <FormattedMessage id="docs.table.example" />
              {': '}
              <Text as="span" fontFamily="mono" color="fg" wordBreak="break-all">
                {exampleText(row)}
              </Text>
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}
