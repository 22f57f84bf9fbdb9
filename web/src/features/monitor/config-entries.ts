import {
  isRecipientEmail,
  isWebhookUrl,
  MONITOR_MAX_EMAIL_RECIPIENTS,
  MONITOR_MAX_WEBHOOK_URLS,
} from '../../../../shared/rules/monitor-rules';

/**
 * The webhook URL and e-mail lists of a configuration (spec 02 §2, §5): Enter adds what was
 * typed, a comma also ends an e-mail; an entry must be a URL or an e-mail, duplicates are
 * dropped, and the lists have the server's bounds.
 */
export type EntryKind = 'url' | 'email';

export const entryRules: Readonly<
  Record<
    EntryKind,
    { readonly valid: (value: string) => boolean; readonly max: number; readonly separators: RegExp }
  >
> = {
  url: { valid: isWebhookUrl, max: MONITOR_MAX_WEBHOOK_URLS, separators: /\s+/ },
  email: { valid: isRecipientEmail, max: MONITOR_MAX_EMAIL_RECIPIENTS, separators: /[,，;\s]+/ },
};

export interface EntriesAdded {
  /** The list with the new entries. */
  readonly entries: string[];
  /** What stays in the input: the entries that could not be added, for the user to fix. */
  readonly rest: string;
  readonly problem?: 'invalid' | 'duplicate' | 'full';
}

/** Adds what was typed (one or more entries) to the list. */
export function addEntries(current: readonly string[], typed: string, kind: EntryKind): EntriesAdded {
  const rule = entryRules[kind];
  const entries = [...current];
  const rest: string[] = [];
  let problem: EntriesAdded['problem'];
  for (const part of typed.split(rule.separators).map((p) => p.trim())) {
    if (part === '') continue;
    const same =
      kind === 'email' ? (e: string) => e.toLowerCase() === part.toLowerCase() : (e: string) => e === part;
    if (!rule.valid(part)) {
      rest.push(part);
      problem ??= 'invalid';
    } else if (entries.some(same)) {
      problem ??= 'duplicate';
    } else if (entries.length >= rule.max) {
      rest.push(part);
      problem ??= 'full';
    } else {
      entries.push(part);
    }
  }
  return { entries, rest: rest.join(kind === 'email' ? ', ' : ' '), problem };
}

/** Whether a key ends the entry being typed: Enter always, a comma for e-mails (spec 02 §2). */
export const endsEntry = (key: string, kind: EntryKind): boolean =>
  key === 'Enter' || (kind === 'email' && (key === ',' || key === '，'));
