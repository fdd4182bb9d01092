import type { AlertDigestContent } from '@forecourt/core/accounts/alert-digest';
import type { DeliveryJob } from '@forecourt/db';
import type { DeliveryDeps } from './deliver-job.ts';
import { PermanentDeliveryError } from './deliver-job.ts';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored digest content, or null when the row holds something else (never sent as junk). */
export function readDigestContent(value: unknown): AlertDigestContent | null {
  if (typeof value !== 'object' || value === null) return null;
  const content = value as Record<string, unknown>;
  const links = content.unsubscribeUrls as Record<string, unknown> | undefined;
  return isText(content.subject) &&
    isText(content.text) &&
    isText(content.html) &&
    isText(content.sms) &&
    isText(links?.email) &&
    isText(links?.sms)
    ? (content as unknown as AlertDigestContent)
    : null;
}

/**
 * Delivers a shopper's alert digest (issue 14 §6) on its channel. The email carries
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so mail apps offer a one-click
 * unsubscribe that needs no sign-in; its Message-ID is the same on every attempt, like leads'.
 */
export async function deliverDigestJob(
  job: DeliveryJob,
  stored: unknown,
  deps: DeliveryDeps,
): Promise<void> {
  const content = readDigestContent(stored);
  if (!content) throw new PermanentDeliveryError('Digest no longer exists');
  switch (job.channel) {
    case 'email':
      await deps.mailer.send({
        key: `digest-${job.digestId}.delivery-${job.id}`,
        to: job.target,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: {
          'List-Unsubscribe': `<${content.unsubscribeUrls.email}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return;
    case 'sms':
      await deps.sms.send({ to: job.target, text: content.sms });
      return;
    default:
      throw new PermanentDeliveryError(`No digest delivery by ${job.channel}`);
  }
}
