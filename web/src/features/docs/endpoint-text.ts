import type { IntlShape } from 'react-intl';
import type { Endpoint } from './openapi-model';

/**
 * docs/openapi.json is written in English; the page shows its summaries, descriptions and error
 * texts in the reader's language through these message ids (operation-messages.ts). An id
 * without a message keeps the document's English, so a field the contract gains later still
 * shows a description until it is translated (operation-messages.test.ts fails meanwhile).
 */
export const operationSummaryId = (operationId: string) => `docs.op.${operationId}.summary`;
export const operationDescriptionId = (operationId: string) => `docs.op.${operationId}.description`;
export const parameterDescriptionId = (operationId: string, name: string) =>
  `docs.param.${operationId}.${name}`;
export const errorDescriptionId = (status: string) => `docs.error.${status}`;

/** An operation's translated texts: summary, description and its parameters' descriptions. */
export interface OperationText {
  readonly summary: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, string>>;
}

/** The message ids and texts of some operations, for a docs message module to spread in. */
export const operationTexts = (operations: Readonly<Record<string, OperationText>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(operations).flatMap(([id, op]) => [
      [operationSummaryId(id), op.summary],
      [operationDescriptionId(id), op.description],
      ...Object.entries(op.parameters).map(([name, text]) => [parameterDescriptionId(id, name), text]),
    ]),
  );

/** Every message id the page looks up for one endpoint. */
export const endpointMessageIds = (endpoint: Endpoint): string[] => [
  operationSummaryId(endpoint.operationId),
  operationDescriptionId(endpoint.operationId),
  ...endpoint.parameters.map((p) => parameterDescriptionId(endpoint.operationId, p.name)),
  ...endpoint.errors.map((e) => errorDescriptionId(e.status)),
];

/** The endpoint with its texts in `intl`'s language, the document's English where none exists. */
export function localizeEndpoint(endpoint: Endpoint, intl: IntlShape): Endpoint {
  const text = (id: string, fallback: string) =>
    intl.messages[id] === undefined ? fallback : intl.formatMessage({ id });
  const { operationId } = endpoint;
  return {
    ...endpoint,
    summary: text(operationSummaryId(operationId), endpoint.summary),
    description: text(operationDescriptionId(operationId), endpoint.description),
    parameters: endpoint.parameters.map((row) => ({
      ...row,
      description: text(parameterDescriptionId(operationId, row.name), row.description),
    })),
    errors: endpoint.errors.map((error) => ({
      ...error,
      description: text(errorDescriptionId(error.status), error.description),
    })),
  };
}
