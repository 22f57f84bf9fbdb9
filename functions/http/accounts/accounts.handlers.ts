import type { OperationId } from '../../../shared/api/routes';
import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { GroupHandler } from '../../platform/http/types';

/**
 * The account and session routes (spec 01 §7). Each handler only unpacks the validated request
 * and calls the account service; rules live in the service and the shared schemas.
 */
export function accountHandlers({ accounts, http }: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: { userId: string } | undefined) => caller!.userId; // the platform guarantees it
  return {
    sendVerificationCode: operationHandler('sendVerificationCode', http, ({ body, language, client }) =>
      accounts.sendVerificationCode(body.email, body.purpose, language, client),
    ),
    forgotPassword: operationHandler('forgotPassword', http, ({ body, language, client }) =>
      accounts.sendVerificationCode(body.email, 'reset', language, client),
    ),
    register: operationHandler('register', http, ({ body }) => accounts.register(body)),
    login: operationHandler('login', http, ({ body, client }) => accounts.login(body, client)),
    refreshToken: operationHandler('refreshToken', http, ({ body }) => accounts.refresh(body.refresh_token)),
    logout: operationHandler('logout', http, ({ body, caller }) =>
      accounts.logout(caller!, body.refresh_token),
    ),
    logoutEverywhere: operationHandler('logoutEverywhere', http, ({ caller }) =>
      accounts.logoutEverywhere({ userId: userOf(caller) }),
    ),
    resetPassword: operationHandler('resetPassword', http, ({ body, client }) =>
      accounts.resetPassword(body, client),
    ),
    getUser: operationHandler('getUser', http, ({ caller }) => accounts.getUser(userOf(caller))),
    getUserPackage: operationHandler('getUserPackage', http, ({ caller }) =>
      accounts.getUserPackage(userOf(caller)),
    ),
  };
}
