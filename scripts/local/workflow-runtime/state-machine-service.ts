import { randomUUID } from 'node:crypto';
import type { StateMachine, StateMachineDefinition } from 'aws-local-stepfunctions';
import type { Logger } from '../../../functions/platform/logger';

/**
 * The local Step Functions service: starts executions of the synthesized state machines with
 * aws-local-stepfunctions and keeps their status in memory (gone after a restart), with the
 * StartExecution semantics the starter relies on for idempotency.
 */
export interface LocalStateMachine {
  readonly name: string;
  readonly arn: string;
  readonly definition: StateMachineDefinition;
  readonly machine: StateMachine;
  readonly taskHandlers: Record<string, (input: unknown) => Promise<unknown>>;
}

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED_OUT';

export interface ExecutionRecord {
  readonly executionArn: string;
  readonly stateMachineArn: string;
  readonly name: string;
  status: ExecutionStatus;
  readonly input: string;
  output?: string;
  error?: string;
  cause?: string;
  readonly startDate: Date;
  stopDate?: Date;
}

/** Named as AWS names the error (the SDK's `error.name`), so the starter's catch works locally. */
export class ExecutionAlreadyExistsError extends Error {
  override name = 'ExecutionAlreadyExists';
}
export class StateMachineDoesNotExistError extends Error {
  override name = 'StateMachineDoesNotExist';
}
export class ExecutionDoesNotExistError extends Error {
  override name = 'ExecutionDoesNotExist';
}
export class InvalidNameError extends Error {
  override name = 'InvalidName';
}

export interface StartedExecution {
  readonly executionArn: string;
  readonly startDate: Date;
  /** Settles when the execution stops, whatever its outcome (never rejects). */
  readonly finished: Promise<ExecutionRecord>;
}

export interface StateMachineService {
  readonly machines: readonly LocalStateMachine[];
  /** `machine` is a name or an ARN; `name` defaults to a UUID; `input` is JSON text or a value. */
  startExecution(machine: string, name: string | undefined, input: unknown): StartedExecution;
  describeExecution(executionArn: string): ExecutionRecord;
  listExecutions(machine: string): ExecutionRecord[];
  stopExecution(executionArn: string): ExecutionRecord;
  /** Aborts every running execution. */
  stop(): Promise<void>;
}

const failureOf = (error: unknown): { error: string; cause: string } => {
  // aws-local-stepfunctions wraps the state's error; its cause is what ErrorEquals matched.
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (inner instanceof Error) return { error: inner.name, cause: inner.message };
  return { error: 'States.Runtime', cause: String(inner) };
};

export function createStateMachineService(
  machines: readonly LocalStateMachine[],
  log: Logger,
): StateMachineService {
  const executions = new Map<string, ExecutionRecord>();
  const running = new Map<string, { abort: () => void; finished: Promise<ExecutionRecord> }>();

  const machineOf = (nameOrArn: string): LocalStateMachine => {
    const machine = machines.find((m) => m.arn === nameOrArn || m.name === nameOrArn);
    if (!machine) throw new StateMachineDoesNotExistError(`State Machine Does Not Exist: '${nameOrArn}'`);
    return machine;
  };

  const startExecution: StateMachineService['startExecution'] = (machineRef, name, rawInput) => {
    const machine = machineOf(machineRef);
    const executionName = name ?? randomUUID();
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(executionName))
      throw new InvalidNameError(`Invalid Name: '${executionName}'`);
    const input = typeof rawInput === 'string' ? rawInput : JSON.stringify(rawInput ?? {});
    const executionArn = `${machine.arn.replace(':stateMachine:', ':execution:')}:${executionName}`;

    const existing = executions.get(executionArn);
    if (existing) {
      // AWS: the same name and input while still running answers the same execution; anything
      // else with a used name is ExecutionAlreadyExists (names stay taken after the run ends).
      const current = running.get(executionArn);
      if (existing.status === 'RUNNING' && existing.input === input && current) {
        return { executionArn, startDate: existing.startDate, finished: current.finished };
      }
      throw new ExecutionAlreadyExistsError(`Execution Already Exists: '${executionArn}'`);
    }

    const record: ExecutionRecord = {
      executionArn,
      stateMachineArn: machine.arn,
      name: executionName,
      status: 'RUNNING',
      input,
      startDate: new Date(),
    };
    executions.set(executionArn, record);
    const parsed = JSON.parse(input) as Parameters<StateMachine['run']>[0];
    const execution = machine.machine.run(parsed, {
      overrides: { taskResourceLocalHandlers: machine.taskHandlers as never },
      context: {
        Execution: {
          Id: executionArn,
          Name: executionName,
          Input: parsed,
          StartTime: record.startDate.toISOString(),
        },
        StateMachine: { Id: machine.arn, Name: machine.name },
      },
    });
    log.info('execution started', { stateMachine: machine.name, execution: executionName });
    const finished = execution.result
      .then(
        (output) => {
          record.status = 'SUCCEEDED';
          record.output = JSON.stringify(output ?? null);
          return record;
        },
        (error: unknown) => {
          const name = error instanceof Error ? error.name : '';
          record.status =
            name === 'ExecutionAbortedError'
              ? 'ABORTED'
              : name === 'ExecutionTimeoutError'
                ? 'TIMED_OUT'
                : 'FAILED';
          Object.assign(record, failureOf(error));
          log.warn('execution did not succeed', {
            stateMachine: machine.name,
            execution: executionName,
            status: record.status,
            error,
          });
          return record;
        },
      )
      .then((done) => {
        done.stopDate = new Date();
        running.delete(executionArn);
        log.info('execution stopped', {
          stateMachine: machine.name,
          execution: executionName,
          status: done.status,
        });
        return done;
      });
    running.set(executionArn, { abort: execution.abort, finished });
    return { executionArn, startDate: record.startDate, finished };
  };

  const describeExecution = (executionArn: string): ExecutionRecord => {
    const record = executions.get(executionArn);
    if (!record) throw new ExecutionDoesNotExistError(`Execution Does Not Exist: '${executionArn}'`);
    return record;
  };

  return {
    machines,
    startExecution,
    describeExecution,
    listExecutions: (machineRef) => {
      const machine = machineOf(machineRef);
      return [...executions.values()].filter((e) => e.stateMachineArn === machine.arn);
    },
    stopExecution: (executionArn) => {
      const record = describeExecution(executionArn);
      running.get(executionArn)?.abort();
      return record;
    },
    stop: async () => {
      const all = [...running.values()];
      for (const execution of all) execution.abort();
      await Promise.all(all.map((e) => e.finished));
    },
  };
}
