/** Polling helpers: a server is "up" once it answers HTTP at all, whatever the status. */

export const httpAnswers = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
};

export class ServiceStartError extends Error {
  override name = 'ServiceStartError';
}

export interface WaitOptions {
  readonly what: string;
  readonly timeoutMs: number;
  readonly intervalMs?: number;
  /** Rejects early when the process behind the service is already gone. */
  readonly failed?: () => string | undefined;
  /** Extra text for the error (e.g. the child's last output). */
  readonly detail?: () => string;
}

export async function waitUntil(check: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const failure = options.failed?.();
    if (failure) throw new ServiceStartError(withDetail(`${options.what} ${failure}`, options.detail));
    if (await check()) return;
    if (Date.now() > deadline) {
      throw new ServiceStartError(
        withDetail(`${options.what} did not answer within ${options.timeoutMs} ms`, options.detail),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}

const withDetail = (message: string, detail?: () => string): string => {
  const text = detail?.().trim();
  return text ? `${message}\n--- last output ---\n${text}` : message;
};
