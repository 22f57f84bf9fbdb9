import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';

/**
 * Where a monitor config sends alert data: its webhook URLs and e-mail recipients. Adding one is
 * a sensitive change (a thief redirecting alerts to themselves), so it passes the caller's gate
 * (accounts/sensitive-changes.ts); removing one is not.
 */
const destinationsOf = (config: MonitorConfig | null | undefined): string[] =>
  config
    ? [
        ...config.notification.webhook.urls,
        ...config.notification.email.recipients.map((r) => r.toLowerCase()),
      ]
    : [];

/** The destinations `after` names that `before` did not (e-mails compared without case). */
export function addedDestinations(
  before: MonitorConfig | null | undefined,
  after: MonitorConfig | null | undefined,
): string[] {
  const known = new Set(destinationsOf(before));
  return [...new Set(destinationsOf(after))].filter((destination) => !known.has(destination));
}

/** How a notice names the new destinations: webhook hosts (not their paths or tokens) and e-mails. */
export function destinationSubject(added: readonly string[]): string {
  const names = added.map((destination) => {
    if (destination.includes('@') && !destination.includes('/')) return destination;
    try {
      return new URL(destination).host;
    } catch {
      return destination.slice(0, 64);
    }
  });
  return [...new Set(names)].join(', ').slice(0, 512);
}
