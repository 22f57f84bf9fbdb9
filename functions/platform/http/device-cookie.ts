/**
 * The console's device cookie: the token that makes a browser known to the accounts it signed in
 * to (domain/accounts/known-device.ts). HttpOnly, so no script reads it; SameSite=Strict, so no
 * other site's request carries it; on AWS `Secure` with the `__Host-` name, which a browser
 * accepts only from this very origin over HTTPS (no sibling domain can plant one). Path=/ as
 * `__Host-` requires; the site's own files are served without forwarding cookies.
 */
export function deviceCookie(secure = true) {
  const name = secure ? '__Host-device' : 'device';
  return {
    name,
    /** The token the request carried, if any (the domain checks its shape). */
    read: (cookies: Readonly<Record<string, string>>): string | undefined => cookies[name],
    /** The Set-Cookie value that stores `token` for `maxAgeSeconds`. */
    set: (token: string, maxAgeSeconds: number): string =>
      [
        `${name}=${token}`,
        'Path=/',
        `Max-Age=${maxAgeSeconds}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; '),
  };
}
