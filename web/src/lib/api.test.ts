import { renderHook } from '@testing-library/react';
import { answerApi, apiFailure } from '../test/api-server';
import { api, setLoginNavigator } from './api';
import { useDraftKeptOnSignOut } from './form-drafts';
import { takeReturnPath } from './return-path';
import { currentSession, saveSession } from './session';

describe('the app’s API client when the session has ended', () => {
  it('sends the user to /login with the page and the typed address once the refresh is refused', async () => {
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    window.history.pushState({}, '', '/console?chain=tron');
    renderHook(() => useDraftKeptOnSignOut({ address }));
    saveSession({ accessToken: 'expired', refreshToken: 'r-replayed', expiresAt: Date.now() / 1000 - 1 });
    // The server ended the family (a logout elsewhere, reuse, idle time): refresh and call say 401.
    const refreshes = answerApi('refreshToken', apiFailure(401));
    answerApi('getUser', apiFailure(401));
    const toLogin = vi.fn();
    setLoginNavigator(toLogin);

    await expect(api('getUser')).rejects.toMatchObject({ status: 401 });

    expect(refreshes).toHaveLength(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(currentSession()).toBeNull();
    expect(takeReturnPath()).toBe(`/console?chain=tron&address=${address}`);
  });
});
