/**
 * Node 20 lacks Promise.withResolvers (Node 22 has it) and aws-local-stepfunctions 3 calls it in
 * every Task state (LOCAL-STACK.md §3). The one place the polyfill lives; import it before running
 * a state machine. Drop it when the tooling moves to Node 22.
 */
interface WithResolvers {
  withResolvers?: <T>() => {
    promise: Promise<T>;
    resolve: (value: T) => void;
    reject: (reason?: unknown) => void;
  };
}

const promise = Promise as unknown as WithResolvers;
if (typeof promise.withResolvers !== 'function') {
  promise.withResolvers = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const created = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise: created, resolve, reject };
  };
}

export {};
