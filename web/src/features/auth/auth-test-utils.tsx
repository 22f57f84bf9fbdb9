import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import ForgotPasswordPage from '../../routes/forgot-password.page';
import LoginPage from '../../routes/login.page';
import RegisterPage from '../../routes/register.page';
import { renderWithProviders } from '../../test/render';

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one when its input loses focus.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', {
    value: class PointerEvent extends MouseEvent {},
    writable: true,
  });
}

/** Test helpers for the sign-in pages: the three routes plus landing pages, and a fake /api. */
export type Reply = { status: number; body: unknown };
export type Handler = (body: Record<string, unknown>) => Reply | Promise<Reply>;

export interface ApiCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** Stubs fetch: each path answers with its handler (404 otherwise); the calls are recorded. */
export function fakeApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    const reply = handler ? await handler(body) : { status: 404, body: {} };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const failure = (status: number, code: string, message: string, field?: string): Reply => ({
  status,
  body: { error: { type: 'VALIDATION', status, message, code, ...(field ? { field } : {}) } },
});

export const codeSent = () => ok({ sent: true, resend_after: 60, expires_in: 600 });

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
