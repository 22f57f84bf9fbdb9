import { renderHook } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { LanguageProvider } from './language';

describe('the language provider', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('says in the console of a production build a text id that no registered message set holds', () => {
    vi.stubEnv('DEV', false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useIntl(), { wrapper: LanguageProvider });

    result.current.formatMessage({ id: 'common.loading' });
    expect(logged).not.toHaveBeenCalled();

    result.current.formatMessage({ id: 'no.such.text' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ code: 'MISSING_TRANSLATION' });
  });
});
