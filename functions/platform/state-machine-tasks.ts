import type { z } from 'zod';
import type { Logger } from './logger';
import { withLambdaContext } from './logging/lambda-logging';

/** A state machine's task contracts (shared/contract/payloads): each task's input and output schema. */
type TaskContracts = Readonly<Record<string, { readonly input: z.ZodType; readonly output: z.ZodType }>>;

/**
 * The Lambda entries of a state machine's tasks: `task(name, run)` is the entry of one task of
 * the contract, its input and output checked against the contract both ways.
 */
export const stateMachineTasks =
  <Tasks extends TaskContracts>(
    tasks: Tasks,
    log: Logger,
    options: { readonly correlationIdPath?: string } = {},
  ) =>
  <Name extends keyof Tasks & string>(
    name: Name,
    run: (input: z.output<Tasks[Name]['input']>) => Promise<z.input<Tasks[Name]['output']>>,
  ) =>
    withLambdaContext(
      log,
      async (event: unknown) => {
        const contract = tasks[name]!;
        return contract.output.parse(
          await run(contract.input.parse(event) as z.output<Tasks[Name]['input']>),
        ) as z.output<Tasks[Name]['output']>;
      },
      options,
    );
