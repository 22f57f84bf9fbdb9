import type { SalesInquiry } from './sales-inquiry';

/** Contact-sales messages in the table. */
export interface SalesInquiryRepository {
  /** Stores a new inquiry (its id is fresh: an existing one is never overwritten). */
  put(inquiry: SalesInquiry): Promise<void>;
  get(id: string): Promise<SalesInquiry | undefined>;
  /** Records that the sales inbox was mailed, so a redelivered message mails nothing twice. */
  markMailed(id: string, atMs: number): Promise<void>;
}

/** Puts one message per stored inquiry on the mail queue; its consumer mails the sales inbox. */
export type SalesInquiryMailQueue = (inquiryId: string) => Promise<void>;
