import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/**
 * A Lambda `Context` for a local invocation. `getRemainingTimeInMillis` counts down from the
 * function's time-out so code that budgets its work (stop before the deadline) behaves as on AWS.
 */
export function lambdaContext(
  functionName: string,
  timeoutMs: number,
  now: () => number = Date.now,
): Context {
  const deadline = now() + timeoutMs;
  const awsRequestId = randomUUID();
  const unsupported = () => {
    throw new Error('The callback-style done/fail/succeed are not used by this project');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${awsRequestId.replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
