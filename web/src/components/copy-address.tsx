import type { AddressContext } from '../../../shared/format/address-format';
import { CopyValue } from './copy-value';

/** A shortened address (the whole one on hover) with a button copying the whole address. */
export function CopyAddress({
  address,
  context,
}: {
  readonly address: string;
  readonly context: AddressContext;
}) {
  return <CopyValue value={address} context={context} />;
}
