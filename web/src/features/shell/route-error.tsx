/** What a route shows when its chunk or loader fails (being built). */
export function RouteError() {
  return null;
}
