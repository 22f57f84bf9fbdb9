import type { DeviceCookie } from '../../domain/accounts/device-memory';
import type { Container } from '../../platform/container';
import { deviceCookie } from '../../platform/http/device-cookie';
import type { ReplyNote } from '../../platform/http/operation-handler';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { userOf } from '../../platform/http/types';

/**
 * The account and session routes (spec 01 §7). Each handler only unpacks the validated request
 * and calls the account service; rules live in the service and the shared schemas.
 */
export function accountHandlers({
  accounts,
  http,
}: Pick<Container, 'accounts' | 'http'>): GroupHandlers<'accounts'> {
  const device = deviceCookie(http.secureCookies);
  /** Keeps the browser known to the account (a sign-in or reset proved the owner). */
  const setDevice = (reply: ReplyNote, cookie: DeviceCookie) => {
    reply.headers['Set-Cookie'] = device.set(cookie.token, cookie.lifetimeSeconds);
  };
  // `accounts.service` is read per call: a cold start builds it with the first request, not before.
  return groupHandlers<'accounts'>(http, {
    sendVerificationCode: ({ body, language, client, cookies }) =>
      accounts.service.sendVerificationCode(body.email, body.purpose, language, client, device.read(cookies)),
    forgotPassword: ({ body, language, client, cookies }) =>
      accounts.service.sendVerificationCode(body.email, 'reset', language, client, device.read(cookies)),
    register: ({ body }) => accounts.service.register(body),
    login: async ({ body, client, cookies, reply }) => {
      const { device: cookie, ...tokens } = await accounts.service.login(body, client, device.read(cookies));
      setDevice(reply, cookie);
      return tokens;
    },
    refreshToken: ({ body }) => accounts.service.refresh(body.refresh_token),
    logout: ({ body, caller }) => accounts.service.logout(caller!, body.refresh_token),
    logoutEverywhere: ({ caller }) =>
      accounts.service.logoutEverywhere({
        userId: userOf(caller),
        ...(caller?.tokenId ? { tokenId: caller.tokenId } : {}),
      }),
    confirmPassword: ({ body, caller, client }) =>
      accounts.service.confirmPassword(caller!, body.password, client),
    resetPassword: async ({ body, client, cookies, reply }) => {
      const { device: cookie, ...answer } = await accounts.service.resetPassword(
        body,
        client,
        device.read(cookies),
      );
      setDevice(reply, cookie);
      return answer;
    },
    getUser: ({ caller }) => accounts.service.getUser(userOf(caller)),
    getUserPackage: ({ caller }) => accounts.service.getUserPackage(userOf(caller)),
    submitSalesInquiry: ({ body, language, client }) => accounts.sales.submit(body, { language, client }),
  });
}
