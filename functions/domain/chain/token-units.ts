import { tokenContracts } from '../../../shared/constants/tokens';
import type { Chain } from '../../../shared/rules/chain-rules';

/**
 * A chain's USDT amounts in both units: base units (the integer the chain records, a digit
 * string) and token units (a decimal string, what a person reads and configures). Exact both
 * ways: string and bigint arithmetic, never floating point.
 */

/** Token units (a decimal string, at most the token's decimals) → base units. */
export function baseUnits(chain: Chain, amount: string): bigint {
  const decimals = tokenContracts[chain].usdt.decimals;
  const [whole = '0', fraction = ''] = amount.split('.');
  return (
    BigInt(whole || '0') * 10n ** BigInt(decimals) +
    BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
  );
}

/** Base units → token units, as a decimal string without trailing zeros ("1234.5"). */
export function tokenUnits(chain: Chain, value: string): string {
  const decimals = tokenContracts[chain].usdt.decimals;
  const digits = value.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
