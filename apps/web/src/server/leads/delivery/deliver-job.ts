import { type Lead, renderAdf, toLeadUserData } from '@forecourt/core/leads';
import type { DeliveryJob } from '@forecourt/db';
import type { SmsSender } from '../../accounts/sms-sender.ts';
import type { Mailer } from './mailer.ts';
import { renderBookingConfirmation } from './render-booking-confirmation.ts';
import { renderLeadEmail } from './render-email.ts';
import { renderReservationConfirmation } from './render-reservation-confirmation.ts';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature.ts';

export interface DeliveryDeps {
  mailer: Mailer;
  /** Alert digests by SMS. */
  sms: SmsSender;
  fetch: typeof fetch;
  now: () => Date;
  /** Per HTTP request. */
  timeoutMs: number;
}

/** Same on every attempt of one job, so a receiver can drop a repeat after a crash. */
const DELIVERY_HEADER = 'x-forecourt-delivery';
const deliveryKey = (job: DeliveryJob) => `lead-${job.leadId}.delivery-${job.id}`;

/** A delivery failed in a way that retrying cannot fix (e.g. a job for a deleted lead). */
export class PermanentDeliveryError extends Error {}

function vendorOf(lead: Lead) {
  return {
    name: lead.dealership?.name ?? lead.siteName,
    contactName: lead.location?.name ?? lead.dealership?.name ?? lead.siteName,
    email: lead.location?.email ?? null,
    phone: lead.location?.phone ?? null,
  };
}

async function post(
  deps: DeliveryDeps,
  url: string,
  body: string,
  headers: Record<string, string>,
) {
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: { 'user-agent': 'Forecourt-Leads/1', ...headers },
    body,
    signal: AbortSignal.timeout(deps.timeoutMs),
    redirect: 'error',
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${new URL(url).host}`);
}

/** Deliver one outbox job; throws when the target did not take it. */
export async function deliverJob(job: DeliveryJob, lead: Lead, deps: DeliveryDeps): Promise<void> {
  switch (job.channel) {
    case 'email': {
      if (job.event === 'booking-confirmation' || job.event === 'reservation-confirmation') {
        if (!job.secret) throw new PermanentDeliveryError('Confirmation job without its link');
        const render =
          job.event === 'booking-confirmation'
            ? renderBookingConfirmation
            : renderReservationConfirmation;
        await deps.mailer.send({
          key: deliveryKey(job),
          to: job.target,
          ...render(lead, job.secret),
        });
        return;
      }
      const mail = renderLeadEmail(lead, job.event);
      await deps.mailer.send({
        key: deliveryKey(job),
        to: job.target,
        ...mail,
        replyTo: lead.email ?? undefined,
      });
      return;
    }
    case 'adf-email': {
      const xml = renderAdf(lead, vendorOf(lead));
      const mail = renderLeadEmail(lead, job.event);
      await deps.mailer.send({
        key: deliveryKey(job),
        to: job.target,
        subject: mail.subject,
        text: xml,
        attachments: [
          { filename: `lead-${lead.id}.xml`, content: xml, contentType: 'application/x-adf+xml' },
        ],
      });
      return;
    }
    case 'adf-http':
      await post(deps, job.target, renderAdf(lead, vendorOf(lead)), {
        'content-type': 'application/x-adf+xml; charset=utf-8',
        [DELIVERY_HEADER]: String(job.id),
      });
      return;
    case 'webhook': {
      if (!job.secret) throw new PermanentDeliveryError('Webhook job without a signing secret');
      const body = JSON.stringify({
        event: job.event,
        delivery_id: job.id,
        lead: toLeadUserData(lead),
      });
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      await post(deps, job.target, body, {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(job.secret, timestamp, body),
        [DELIVERY_HEADER]: String(job.id),
      });
      return;
    }
    default:
      throw new PermanentDeliveryError(`Unknown channel ${job.channel}`);
  }
}
