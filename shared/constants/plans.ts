/**
 * Plans and their grants (spec 01 §6, §9). package_type above 4 is read as enterprise, and 1001
 * is the special type whose extra monitored addresses cost 7 credits instead of 20.
 *
 * Decided here (the spec leaves them open), and documented in docs/areas/credits.md:
 * - concurrent queries: normal 1, basic 2, enterprise 20 (advanced 3 and professional 10 are spec);
 * - free monitored addresses (monitor_address_count): normal 1, basic 3, advanced 10,
 *   professional 30, enterprise 100;
 * - credits of the paid plans are granted per 30-day period; Normal gets 1 credit per UTC day,
 *   not carried over.
 */
export type PackageType = 0 | 1 | 2 | 3 | 4;

export interface PlanDefinition {
  readonly packageType: PackageType;
  readonly key: 'normal' | 'basic' | 'advanced' | 'professional' | 'enterprise';
  /** USD per month; null for free (normal) and contact-sales (enterprise). */
  readonly priceUsdPerMonth: number | null;
  /** Credits granted per period; null where the spec does not say (enterprise: by contract). */
  readonly credits: number | null;
  readonly creditPeriod: 'day' | 'month' | 'contract';
  readonly apiKeys: number;
  readonly concurrentQueries: number;
  readonly freeMonitoredAddresses: number;
  readonly recommended: boolean;
}

export const plans: readonly PlanDefinition[] = [
  {
    packageType: 0,
    key: 'normal',
    priceUsdPerMonth: null,
    credits: 1,
    creditPeriod: 'day',
    apiKeys: 0,
    concurrentQueries: 1,
    freeMonitoredAddresses: 1,
    recommended: false,
  },
  {
    packageType: 1,
    key: 'basic',
    priceUsdPerMonth: 59,
    credits: 100,
    creditPeriod: 'month',
    apiKeys: 0,
    concurrentQueries: 2,
    freeMonitoredAddresses: 3,
    recommended: false,
  },
  {
    packageType: 2,
    key: 'advanced',
    priceUsdPerMonth: 199,
    credits: 1500,
    creditPeriod: 'month',
    apiKeys: 3,
    concurrentQueries: 3,
    freeMonitoredAddresses: 10,
    recommended: true,
  },
  {
    packageType: 3,
    key: 'professional',
    priceUsdPerMonth: 599,
    credits: 5000,
    creditPeriod: 'month',
    apiKeys: 3,
    concurrentQueries: 10,
    freeMonitoredAddresses: 30,
    recommended: false,
  },
  {
    packageType: 4,
    key: 'enterprise',
    priceUsdPerMonth: null,
    credits: null,
    creditPeriod: 'contract',
    apiKeys: 10,
    concurrentQueries: 20,
    freeMonitoredAddresses: 100,
    recommended: false,
  },
];

export const SPECIAL_PACKAGE_TYPE = 1001;

/** The plan a package_type stands for: above 4 (and 1001) reads as enterprise. */
export function planOf(packageType: number): PlanDefinition {
  const clamped = packageType >= 4 ? 4 : Math.max(0, Math.trunc(packageType));
  return plans[clamped]!;
}

/** API keys and detailed usage statistics need advanced (2) or above (spec 01 §6). */
export const hasApiAccess = (packageType: number): boolean => packageType >= 2;

/** Credits for adding a monitored address beyond the free allowance (spec 01 §9). */
export const monitorAddressCost = (packageType: number): number =>
  packageType === SPECIAL_PACKAGE_TYPE ? 7 : 20;

export const CREDITS_PER_PUSH = 3;

/**
 * Whether a plan's balance can ever pay for a pushed alert: Normal's 1 credit a day is not
 * carried over, so it never reaches the 3 a push costs; its alerts stay in the console.
 */
export const plansPushAlerts = (plan: Pick<PlanDefinition, 'credits'>): boolean =>
  plan.credits === null || plan.credits >= CREDITS_PER_PUSH;
