import type { AlertDigestContent, AlertSender } from '@forecourt/core/accounts';
import type { DeliveryJob } from '@forecourt/db';
import type { DeliveryDeps } from './deliver-job.ts';
import { PermanentDeliveryError } from './deliver-job.ts';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored digest as delivered; a digest stored before it had a sender has none. */
export type StoredDigest = Omit<AlertDigestContent, 'from'> & { from: AlertSender | null };

/**
 * The stored digest content, or null when the row holds something else (never sent as junk).
 * A digest stored before the one-click address was stored gets it from its email link.
 */
export function readDigestContent(value: unknown): StoredDigest | null {
  if (typeof value !== 'object' || value === null) return null;
  const content = value as Record<string, unknown>;
  const links = content.unsubscribeUrls as Record<string, unknown> | undefined;
  if (
    !isText(content.subject) ||
    !isText(content.text) ||
    !isText(content.html) ||
    !isText(content.sms) ||
    !isText(links?.email) ||
    !isText(links?.sms)
  )
    return null;
  const from = content.from as Record<string, unknown> | undefined;
  return {
    subject: content.subject,
    text: content.text,
    html: content.html,
    sms: content.sms,
    unsubscribeUrls: { email: links.email, sms: links.sms },
    oneClickUnsubscribeUrl: isText(content.oneClickUnsubscribeUrl)
      ? content.oneClickUnsubscribeUrl
      : links.email.replace('/alerts/unsubscribe?', '/api/alerts/unsubscribe?'),
    from:
      from && isText(from.name)
        ? { name: from.name, replyTo: isText(from.replyTo) ? from.replyTo : null }
        : null,
  };
}

/**
 * Delivers a shopper's alert digest (issue 14 §6) on its channel. The email is from the site by
 * name, with replies to the site's address, and carries List-Unsubscribe (the API address that
 * acts on a POST) with List-Unsubscribe-Post (RFC 8058), so mail apps offer a one-click
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
        ...(content.from ? { fromName: content.from.name } : {}),
        ...(content.from?.replyTo ? { replyTo: content.from.replyTo } : {}),
        to: job.target,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: {
          'List-Unsubscribe': `<${content.oneClickUnsubscribeUrl}>`,
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
