/** Every public page of the console, for the checks that visit them all (web:shots, the CSP journey). */
export const guestPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/price',
  '/docs',
  '/terms',
  '/privacy',
];

/** Every page behind sign-in, the report aside (it needs an analysis first). */
export const consolePages = [
  '/console',
  '/console/history',
  '/console/monitor',
  '/console/api-key',
  '/console/api-stats',
  '/console/policy',
  '/console/credits',
];
