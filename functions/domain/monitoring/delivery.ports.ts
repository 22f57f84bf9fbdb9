/** Ports of alert delivery: the outside services a push goes through. */

export interface WebhookPost {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly timeoutMs: number;
}

export interface WebhookResult {
  readonly ok: boolean;
  readonly statusCode?: number;
  readonly latencyMs: number;
  readonly error?: string;
}

export type SendWebhook = (post: WebhookPost) => Promise<WebhookResult>;

/** Standard Webhooks headers for a body, signed with every given secret (new first). */
export type SignWebhook = (
  webhookId: string,
  timestamp: Date,
  body: string,
  secrets: readonly string[],
) => Record<string, string>;

export interface AlertMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export type SendAlertMail = (mail: AlertMail) => Promise<void>;
