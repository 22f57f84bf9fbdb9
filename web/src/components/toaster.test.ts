import { ApiError } from '../lib/api-error';
import { notifyApiError, toaster } from './toaster';

const networkError = () => new ApiError('NETWORK', 0, '', 'Network connection failed');

describe('error toasts (spec 01 §8)', () => {
  const t = ({ id }: { id: string }) => `[${id}]`;
  afterEach(() => vi.restoreAllMocks());

  it('titles the toast by type with the error message, for 5 s', () => {
    const create = vi.spyOn(toaster, 'create');
    notifyApiError(new ApiError('AUTH', 403, '', 'No permission to access this feature'), t);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: '[error.toast.AUTH]',
        description: 'No permission to access this feature',
        duration: 5000,
        action: undefined,
      }),
    );
  });

  it('offers a reload on a network error', () => {
    const create = vi.spyOn(toaster, 'create');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    notifyApiError(networkError(), t);
    const options = create.mock.calls[0]![0];
    expect(options.title).toBe('[error.toast.NETWORK]');
    expect(options.action?.label).toBe('[error.toast.reload]');
    options.action?.onClick?.();
    expect(reload).toHaveBeenCalled();
  });

  it('falls back to "operation failed" for anything that is not an API error', () => {
    const create = vi.spyOn(toaster, 'create');
    notifyApiError(new Error('boom'), t);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: '[error.toast.UNKNOWN]', description: '[error.generic]' }),
    );
  });
});
