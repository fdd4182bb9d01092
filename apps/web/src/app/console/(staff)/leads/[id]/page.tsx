import { formatDate, formatPrice } from '@forecourt/core/format';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import { formatConsoleTime, leadKindLabels, leadStatusLabels } from '@forecourt/core/staff';
import { listDealershipStaff } from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeliveryRecord } from '@/components/console/delivery-record';
import { LeadWorkflowForm } from '@/components/console/lead-workflow-form';
import { ReleaseButton } from '@/components/console/release-button';
import { ExternalLink } from '@/components/locations/external-link';
import { may } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';
import { getLeadDetail } from '@/server/console/inbox';
import { readLeadId } from '@/server/console/lead-id';
import { getDatabase } from '@/server/database';

export const metadata: Metadata = { title: 'Lead' };

const box = 'rounded-lg border border-line bg-surface p-4';
const heading = 'mb-2 font-semibold text-lg';

/**
 * One lead (issue 28 §5): who, then the car, where they came from, what they asked for, the
 * follow-up, notes and every delivery attempt. Another dealership's lead is not found.
 */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const context = await getConsolePageContext();
  const leadId = readLeadId((await params).id);
  const { db } = await getDatabase();
  const lead = leadId ? await getLeadDetail(db, context, leadId) : null;
  if (!lead || !context.dealership) notFound();
  const staff = await listDealershipStaff(db, context.dealership);
  const zone = context.timeZone;
  const at = (instant: Date) => formatConsoleTime(instant, zone);
  return (
    <article aria-labelledby="lead-title" className="flex flex-col gap-4">
      <p>
        <Link href="/leads" className="font-medium text-primary underline">
          Back to leads
        </Link>
      </p>
      <header>
        <h1 id="lead-title" className="font-bold text-2xl">
          {lead.anonymised ? 'Removed shopper' : lead.name}
        </h1>
        <p className="text-muted">
          {leadKindLabels[lead.form]} · received {at(lead.createdAt)} ·{' '}
          {leadStatusLabels[lead.status]}
          {lead.spam && !lead.releasedAt ? ' · held as spam' : ''}
        </p>
      </header>
      {lead.spam && !lead.releasedAt ? (
        <section aria-labelledby="spam" className={box}>
          <h2 id="spam" className={heading}>
            Held as likely spam
          </h2>
          <p className="mb-2">
            Our checks held this lead back ({lead.spamReasons.join(', ') || 'no reason recorded'}),
            so the dealership has not been sent it.
          </p>
          {may(context, 'leads.assign') ? (
            <ReleaseButton leadId={lead.id} />
          ) : (
            <p>A sales manager can release it.</p>
          )}
        </section>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <section aria-labelledby="contact" className={box}>
            <h2 id="contact" className={heading}>
              Contact
            </h2>
            {lead.contact ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-medium">Email</dt>
                <dd className="break-all">
                  {lead.contact.email ? (
                    <a href={`mailto:${lead.contact.email}`} className="text-primary underline">
                      {lead.contact.email}
                    </a>
                  ) : (
                    'Not given'
                  )}
                </dd>
                <dt className="font-medium">Phone</dt>
                <dd>
                  {lead.contact.phone ? (
                    <a href={toTelHref(lead.contact.phone)} className="text-primary underline">
                      {formatPhone(lead.contact.phone)}
                    </a>
                  ) : (
                    'Not given'
                  )}
                </dd>
                <dt className="font-medium">Postcode</dt>
                <dd>{lead.contact.postcode ?? 'Not given'}</dd>
                <dt className="font-medium">Marketing</dt>
                <dd>{lead.contact.optIn ? 'Opted in' : 'Not opted in'}</dd>
              </dl>
            ) : (
              <p>Your role does not show shoppers’ contact details.</p>
            )}
            {lead.message ? (
              <>
                <h3 className="mt-3 font-medium">Message</h3>
                <p className="whitespace-pre-line">{lead.message}</p>
              </>
            ) : null}
          </section>
          {lead.car ? (
            <section aria-labelledby="car" className={box}>
              <h2 id="car" className={heading}>
                Car
              </h2>
              <p className="font-medium">
                {lead.car.year} {lead.car.make} {lead.car.model} {lead.car.badge ?? ''}
              </p>
              <p className="text-sm">
                {lead.car.stockNumber ? `Stock ${lead.car.stockNumber} · ` : ''}
                {formatPrice(lead.car.price)} when the lead arrived
              </p>
              <p className="text-sm">
                {lead.carNow
                  ? `Now ${formatPrice(lead.carNow.price)}, ${lead.carNow.status.replace('_', ' ')}`
                  : 'No longer in stock'}
              </p>
              <p className="mt-2">
                <ExternalLink
                  href={lead.car.url}
                  className="inline-flex items-center gap-1 text-primary underline"
                >
                  The car’s page
                </ExternalLink>
              </p>
            </section>
          ) : null}
          {lead.testDriveAt ? (
            <section aria-labelledby="test-drive" className={box}>
              <h2 id="test-drive" className={heading}>
                Test drive
              </h2>
              <p>{at(lead.testDriveAt)}</p>
            </section>
          ) : null}
          {lead.tradeIn ? (
            <section aria-labelledby="trade-in" className={box}>
              <h2 id="trade-in" className={heading}>
                Trade-in
              </h2>
              <p className="font-medium">
                {lead.tradeIn.year} {lead.tradeIn.make} {lead.tradeIn.model}{' '}
                {lead.tradeIn.badge ?? ''}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">Rego</dt>
                <dd>
                  {lead.tradeIn.rego} ({lead.tradeIn.regoState})
                </dd>
                <dt className="font-medium">Under finance</dt>
                <dd>{lead.tradeIn.underFinance ? 'Yes' : 'No'}</dd>
                {Object.entries(lead.tradeIn.adjustmentAnswers).map(([question, answer]) => (
                  <div key={question} className="contents">
                    <dt className="font-medium">{question}</dt>
                    <dd>{answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section aria-labelledby="journey" className={box}>
            <h2 id="journey" className={heading}>
              Where they came from
            </h2>
            <p className="break-all text-sm">Sent from {lead.attribution.url}</p>
            {lead.attribution.visitedPages.length ? (
              <>
                <h3 className="mt-2 font-medium">Pages visited, in order</h3>
                <ol className="list-decimal break-all pl-6 text-sm">
                  {lead.attribution.visitedPages.map((page, index) => (
                    // A page visited twice is listed twice: its place in the journey is its identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order is what is shown
                    <li key={`${index}-${page}`}>{page}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </section>
          <DeliveryRecord
            leadId={lead.id}
            canRetry={may(context, 'leads.update')}
            jobs={lead.deliveries.map((job) => ({
              ...job,
              createdAt: at(job.createdAt),
              nextAttemptAt: job.status === 'pending' ? at(job.nextAttemptAt) : null,
              deliveredAt: job.deliveredAt ? at(job.deliveredAt) : null,
            }))}
          />
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="follow-up" className={box}>
            <h2 id="follow-up" className={heading}>
              Follow-up
            </h2>
            <LeadWorkflowForm
              leadId={lead.id}
              status={lead.status}
              lostReason={lead.lostReason}
              assignedTo={lead.assignedTo}
              followUpOn={lead.followUpOn}
              viewerId={context.session.userId}
              canAssign={may(context, 'leads.assign')}
              canUpdate={may(context, 'leads.update')}
              staff={staff.map((person) => ({ id: person.id, name: person.name }))}
            />
            {lead.followUpOn ? (
              <p className="mt-2 text-sm">Follow up on {formatDate(lead.followUpOn)}</p>
            ) : null}
          </section>
          <section aria-labelledby="notes" className={box}>
            <h2 id="notes" className={heading}>
              Notes
            </h2>
            {lead.notes.length ? (
              <ol className="flex flex-col gap-3">
                {lead.notes.map((note) => (
                  <li key={note.id}>
                    <p className="whitespace-pre-line">{note.body}</p>
                    <p className="text-muted text-sm">
                      {note.authorName ?? 'Former staff'} · {at(note.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-muted">No notes yet. Add one with the follow-up.</p>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
