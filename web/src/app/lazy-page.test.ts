import { ChunkLoadError } from '../lib/chunk-load-error';
import { withTimeout } from './lazy-page';

describe('lazy chunks (spec 02 §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadError after 120 s', async () => {
    const pending = withTimeout(new Promise(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(120_000);
    await assertion;
  });

  it('reports a failed import as ChunkLoadError', async () => {
    await expect(withTimeout(Promise.reject(new Error('404')))).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a loaded module through', async () => {
    await expect(withTimeout(Promise.resolve(42))).resolves.toBe(42);
  });
});
