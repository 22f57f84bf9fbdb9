import { type SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '../../domain/accounts/account.ports';

/** The domain's Mailer port over SES (aws-ses-v2-local on the local stack, whose inbox shows it). */
export function createSesMailer(ses: SESClient, from: string): Mailer {
  return async (mail) => {
    await ses.send(
      new SendEmailCommand({
        Source: from,
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      }),
    );
  };
}
