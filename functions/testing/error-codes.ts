import { AppError } from '../domain/app-error';

/**
 * What a call came to, as one comparable string: 'ok', the error catalogue code of an AppError,
 * or any other failure as text (so an unexpected error shows in the assertion, not as a throw).
 */
export const codeOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );
