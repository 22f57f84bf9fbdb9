import {
  loginAttemptsPerClient,
  loginAttemptsPerClientAndEmail,
  loginAttemptsPerEmail,
  type WindowLimit,
} from '../../../shared/rules/client-limits';

/** A rate-limiter subject and the limit it counts against. */
export type LimitedSubject = readonly [subject: string, limit: WindowLimit];

/**
 * The windows one sign-in attempt counts against (shared/rules/client-limits.ts): the client and
 * e-mail pair, the e-mail across clients, the client across e-mails. A known device
 * (known-device.ts) skips the e-mail's window only: that is the one an attacker can fill from
 * many addresses to refuse the owner everywhere, while the client's own windows still hold.
 */
export function signInSubjects(
  email: string,
  client: string,
  knownDevice: boolean,
): readonly LimitedSubject[] {
  return [
    [perClientAndEmail(email, client), loginAttemptsPerClientAndEmail],
    ...(knownDevice ? [] : [[perEmail(email), loginAttemptsPerEmail] as const]),
    [`login-client:${client}`, loginAttemptsPerClient],
  ];
}

/**
 * The windows a proof of ownership (a sign-in with the password, a reset with a mailed code)
 * clears: the e-mail's, across clients and from this client; never the client's own budget.
 */
export const clearedByOwnership = (email: string, client: string): readonly string[] => [
  perClientAndEmail(email, client),
  perEmail(email),
];

const perClientAndEmail = (email: string, client: string) => `login:${email}:${client}`;
const perEmail = (email: string) => `login:${email}`;
