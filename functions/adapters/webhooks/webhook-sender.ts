import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { WebhookPost, WebhookResult } from '../../domain/monitoring/delivery.ports';
import {
  type AddressPolicy,
  guardedLookup,
  isAllowedAddress,
  isAllowedScheme,
} from './webhook-address-guard';

/**
 * POSTs one webhook: no redirects followed (a 3xx is a failure), the connection made only to an
 * allowed address (webhook-address-guard.ts), the whole exchange bounded by the time-out.
 */
export function createWebhookSender(policy: AddressPolicy) {
  const lookup = guardedLookup(policy);
  return (post: WebhookPost): Promise<WebhookResult> =>
    new Promise((resolve) => {
      const started = Date.now();
      const done = (result: Omit<WebhookResult, 'latencyMs'>) =>
        resolve({ ...result, latencyMs: Date.now() - started });
      let url: URL;
      try {
        url = new URL(post.url);
      } catch {
        return done({ ok: false, error: 'invalid URL' });
      }
      // A URL saved before https was required is not called in clear either.
      if (!isAllowedScheme(url, policy)) return done({ ok: false, error: 'https required' });
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) && !isAllowedAddress(host, policy))
        return done({ ok: false, error: `refused address ${host}` });
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'wallet-risk-webhooks/1',
            ...post.headers,
          },
          lookup: lookup as never,
          timeout: post.timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            done(
              status >= 200 && status < 300
                ? { ok: true, statusCode: status }
                : { ok: false, statusCode: status, error: `HTTP ${status}` },
            );
          });
          res.on('error', (error) => done({ ok: false, statusCode: res.statusCode, error: error.message }));
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error(`timed out after ${post.timeoutMs / 1000} s`));
      }, post.timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(new Error(`timed out after ${post.timeoutMs / 1000} s`)));
      req.on('error', (error) => done({ ok: false, error: error.message }));
      req.end(post.body);
    });
}
