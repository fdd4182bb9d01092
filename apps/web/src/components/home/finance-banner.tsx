import type { ContentConfig } from '@forecourt/core/content';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/**
 * The finance banner block (spec 2 §2 'Other pieces'): a call to the finance-enquiry route when
 * the site has one, else the finance page (`href`, from core's getFinanceEnquiryRoute). It names
 * no rate, so the comparison-rate rule (a rate shown needs its comparison rate) has nothing to
 * apply to.
 */
export function FinanceBanner({
  banner,
  href,
}: {
  banner: ContentConfig['financeBanner'];
  href: string;
}) {
  return (
    <section aria-labelledby="finance-banner-heading" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col items-start gap-4 rounded-brand bg-primary p-8 text-on-primary md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="finance-banner-heading" className="font-bold text-2xl">
            {banner.title}
          </h2>
          <p className="mt-2 max-w-2xl">{banner.text}</p>
        </div>
        <Link
          prefetch={false}
          href={href}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          {banner.linkLabel}
        </Link>
      </div>
    </section>
  );
}
