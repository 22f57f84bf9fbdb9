import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ConsoleOperation } from '../../lib/api-client';
import { answerApi, apiFailure } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one when its input loses focus.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', {
    value: class PointerEvent extends MouseEvent {},
    writable: true,
  });
}

/**
 * Test helpers for the sign-in pages: the three pages plus landing pages, and the account calls
 * answered on the test network (test/api-server.ts).
 */
export interface AccountCall {
  /** The route's path, e.g. `/login`. */
  readonly path: string;
  readonly body: unknown;
}

type Answer = Parameters<typeof answerApi>[1];

/** Answers each named operation; the calls to any of them are recorded, in order. */
export function fakeApi(answers: { readonly [Id in ConsoleOperation]?: Answer }): AccountCall[] {
  const calls: AccountCall[] = [];
  for (const [operationId, answer] of Object.entries(answers)) {
    answerApi(operationId as ConsoleOperation, (call) => {
      calls.push({ path: call.path, body: call.body });
      return typeof answer === 'function' ? answer(call) : answer;
    });
  }
  return calls;
}

export const failure = (status: number, code: string, message: string, field?: string): Response =>
  apiFailure(status, { code, message, field });

export const codeSent = () => ({ sent: true as const, resend_after: 60, expires_in: 600 });

export function renderAuthRoutes(route: string, options: { fakeTimers?: boolean } = {}) {
  localStorage.setItem('language', 'en-US');
  // The API client's 401 rule reads the real address bar: on the sign-in pages it only clears.
  window.history.replaceState(null, '', route);
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : { delay: null },
  );
  const view = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/console" element={<p>console home</p>} />
      <Route path="/detail" element={<p>detail page</p>} />
    </Routes>,
    { route },
  );
  return { user, ...view };
}

/** SHA-256 hex of a password, for asserting what went over the wire. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
