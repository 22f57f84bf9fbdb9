/**
 * What register and reset hand to /login in the navigation state (spec 01 §4): which success
 * message to show, and the e-mail to prefill.
 */
export interface LoginNotice {
  readonly notice: 'registered' | 'passwordReset';
  readonly email: string;
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  const candidate = state as Partial<LoginNotice> | null;
  if (!candidate || typeof candidate.email !== 'string') return null;
  if (candidate.notice !== 'registered' && candidate.notice !== 'passwordReset') return null;
  return { notice: candidate.notice, email: candidate.email };
}
