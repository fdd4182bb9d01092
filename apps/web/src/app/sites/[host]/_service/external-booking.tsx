import type { ServiceBookingProvider } from '@forecourt/core/service';
import { getExternalBooking } from '@forecourt/core/service';
import { buttonVariants } from '@/components/ui/button';

/** The dealer's outside booking system, offered beside our form; it opens in a new tab. */
export function ExternalBooking({ booking }: { booking: ServiceBookingProvider }) {
  const external = getExternalBooking(booking);
  if (!external) return null;
  return (
    <section aria-labelledby="external-booking-title" className="rounded-brand bg-subtle p-5">
      <h2 id="external-booking-title" className="font-semibold text-lg">
        Book online now
      </h2>
      <p className="mt-1 text-muted">Choose your time straight away in our booking system.</p>
      <a
        href={external.url}
        target="_blank"
        rel="noopener noreferrer external"
        className={buttonVariants({ className: 'mt-3 underline-offset-4 hover:underline' })}
      >
        {external.label}
        <span className="sr-only"> (external site, opens in a new tab)</span>
        <span aria-hidden="true">↗</span>
      </a>
    </section>
  );
}
