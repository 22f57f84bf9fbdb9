import { ApiError } from './api-error';
import { retryPolicy } from './swr';

const networkError = () => new ApiError('NETWORK', 0, '', 'Network connection failed');
const run = (policy: ReturnType<typeof retryPolicy>, error: unknown, retryCount: number) => {
  const revalidate = vi.fn();
  // biome-ignore lint/suspicious/noExplicitAny: SWR's config and key are not read by the policy
  policy(error, 'key', {} as any, revalidate, { retryCount, dedupe: true });
  return revalidate;
};

describe('retry policy (spec 01 §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network errors 3 times, doubling from 1 s, then gives up once', () => {
    const onGiveUp = vi.fn();
    const policy = retryPolicy(onGiveUp);
    for (const [retryCount, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      const revalidate = run(policy, networkError(), retryCount);
      vi.advanceTimersByTime(delay - 1);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount });
    }
    expect(onGiveUp).not.toHaveBeenCalled();
    const error = networkError();
    const revalidate = run(policy, error, 4);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('never retries a client error and gives up at once', () => {
    const onGiveUp = vi.fn();
    const error = new ApiError('VALIDATION', 404, 'Not Found', 'The requested resource does not exist');
    const revalidate = run(retryPolicy(onGiveUp), error, 1);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
    expect(onGiveUp).toHaveBeenCalledWith(error);
  });

  it('retries 429 like a server error', () => {
    const error = new ApiError('SERVER', 429, '', 'Operations too frequent');
    const revalidate = run(retryPolicy(), error, 1);
    vi.advanceTimersByTime(1000);
    expect(revalidate).toHaveBeenCalled();
  });
});
