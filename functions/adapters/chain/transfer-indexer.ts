import type { Transfer } from '../../domain/chain/chain-source';

/**
 * For listings without an event index (TronGrid trc20, Etherscan rows without `logIndex`).
 * Such listings can list one transfer twice (the real TronGrid sample has the same transfer once
 * with `_unconfirmed: true` and once without; re-read Etherscan windows overlap), so within a
 * transaction a repeat of the same (from, to, value) is taken as a copy. Each distinct transfer
 * gets its position in the transaction as `index`, keeping (txHash, index) a unique key downstream.
 */
export class TransferIndexer {
  private readonly byTx = new Map<string, string[]>();

  /** The transfer with its index, or undefined when it repeats one already seen. */
  assign(transfer: Omit<Transfer, 'index'>): Transfer | undefined {
    const key = `${transfer.from}|${transfer.to}|${transfer.value}`;
    const inTx = this.byTx.get(transfer.txHash) ?? [];
    if (inTx.includes(key)) return undefined;
    inTx.push(key);
    this.byTx.set(transfer.txHash, inTx);
    return { ...transfer, index: inTx.length - 1 };
  }
}
