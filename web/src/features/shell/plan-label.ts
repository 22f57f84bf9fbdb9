import { planOf, SPECIAL_PACKAGE_TYPE } from '../../../../shared/constants/plans';

/** The message id and badge colour of a package_type (above 4 reads as enterprise, spec 01 §3). */
const palettes = {
  normal: 'gray',
  basic: 'blue',
  advanced: 'purple',
  professional: 'orange',
  enterprise: 'teal',
  special: 'teal',
} as const;

export function planLabel(packageType: number): { labelId: string; colorPalette: string } {
  const key = packageType === SPECIAL_PACKAGE_TYPE ? 'special' : planOf(packageType).key;
  return { labelId: `shell.plan.${key}`, colorPalette: palettes[key] };
}
