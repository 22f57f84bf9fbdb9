import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { functionNameOf } from './cfn-template';
import type { Invoke } from './function-loader';

/**
 * Local stand-ins for the Task resources a definition calls, keyed by state name as
 * aws-local-stepfunctions wants them: Lambda tasks run the function's module in-process,
 * DynamoDB and SQS integrations make the same call against the local servers.
 */
type Json = unknown;
type TaskHandler = (input: Json) => Promise<Json>;

export interface TaskDependencies {
  /** The invoker of a function by name (the logical ID locally). */
  readonly functionNamed: (name: string) => Invoke | undefined;
  readonly dynamodb: DynamoDBClient;
  readonly sqs: SQSClient;
}

export class UnsupportedTaskError extends Error {
  override name = 'UnsupportedTaskError';
}

interface State {
  readonly Type?: string;
  readonly Resource?: string;
  readonly Iterator?: { States?: Record<string, State> };
  readonly ItemProcessor?: { States?: Record<string, State> };
  readonly Branches?: { States?: Record<string, State> }[];
}

/** Every Task state, including those inside Map iterators and Parallel branches. */
export function taskStates(states: Record<string, State>): [string, State][] {
  const found: [string, State][] = [];
  for (const [name, state] of Object.entries(states)) {
    if (state.Type === 'Task') found.push([name, state]);
    const nested = [
      state.Iterator?.States,
      state.ItemProcessor?.States,
      ...(state.Branches ?? []).map((b) => b.States),
    ];
    for (const inner of nested) if (inner) found.push(...taskStates(inner));
  }
  return found;
}

/** Step Functions prefixes integration errors with the service: DynamoDB.ConditionalCheckFailedException. */
const asServiceError = (service: string, error: unknown): Error => {
  if (!(error instanceof Error)) return new Error(String(error));
  const renamed = new Error(error.message, { cause: error });
  renamed.name = `${service}.${error.name}`;
  return renamed;
};

/** The SDK's answer without its transport metadata, as the state's result. */
const withoutMetadata = (output: object): Json => {
  const { $metadata: _, ...rest } = output as Record<string, unknown>;
  return rest;
};

/** The state's Parameters are the command's input, passed unchecked as Step Functions does. */
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Untyped = any;
const dynamoDbCalls = {
  putItem: (client: DynamoDBClient, input: Untyped) => client.send(new PutItemCommand(input)),
  getItem: (client: DynamoDBClient, input: Untyped) => client.send(new GetItemCommand(input)),
  updateItem: (client: DynamoDBClient, input: Untyped) => client.send(new UpdateItemCommand(input)),
  deleteItem: (client: DynamoDBClient, input: Untyped) => client.send(new DeleteItemCommand(input)),
} as const;

function handlerFor(stateName: string, resource: string, deps: TaskDependencies): TaskHandler {
  const fn = (name: string): Invoke => {
    const invoke = deps.functionNamed(functionNameOf(name));
    if (!invoke)
      throw new UnsupportedTaskError(`State ${stateName} calls ${name}, which has no local source`);
    return invoke;
  };

  // A function ARN as the Resource: the input is the event and the answer is the result.
  if (resource.startsWith('arn:aws:lambda:')) {
    const invoke = fn(resource);
    return (input) => invoke(input);
  }
  // The optimised integration (CDK's LambdaInvoke): the answer is wrapped, and CDK's default
  // outputPath '$.Payload' unwraps it again (LOCAL-STACK.md §7).
  if (resource === 'arn:aws:states:::lambda:invoke') {
    return async (input) => {
      const { FunctionName, Payload } = input as { FunctionName: string; Payload?: Json };
      const result = await fn(FunctionName)(Payload ?? {});
      return { ExecutedVersion: '$LATEST', StatusCode: 200, Payload: result ?? null };
    };
  }
  const dynamo = /^arn:aws:states:::dynamodb:(putItem|getItem|updateItem|deleteItem)$/.exec(resource);
  if (dynamo) {
    const call = dynamoDbCalls[dynamo[1] as keyof typeof dynamoDbCalls];
    return async (input) => {
      try {
        return withoutMetadata(await call(deps.dynamodb, input));
      } catch (error) {
        throw asServiceError('DynamoDB', error);
      }
    };
  }
  if (resource === 'arn:aws:states:::sqs:sendMessage') {
    return async (input) => {
      try {
        return withoutMetadata(await deps.sqs.send(new SendMessageCommand(input as Untyped)));
      } catch (error) {
        throw asServiceError('SQS', error);
      }
    };
  }
  throw new UnsupportedTaskError(
    `State ${stateName} uses ${resource}, which the local stack cannot run yet; add it to scripts/local/workflow-runtime/task-handlers.ts`,
  );
}

export function taskHandlers(
  states: Record<string, State>,
  deps: TaskDependencies,
): Record<string, TaskHandler> {
  return Object.fromEntries(
    taskStates(states).map(([name, state]) => [name, handlerFor(name, state.Resource ?? '', deps)]),
  );
}
