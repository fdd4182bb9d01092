import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRequestSite } from '@/server/request-site';
import { getSiteOrigin } from '@/server/site-origin';
import { SiteBrandGrid } from '../../_sections/site-brand-grid.tsx';

interface BrandsParams {
  params: Promise<{ host: string }>;
}

export async function generateMetadata({ params }: BrandsParams): Promise<Metadata> {
  const site = await getRequestSite(params);
  if (!site.config.content.brandGrid) return {};
  return { title: 'Our Brands', alternates: { canonical: `${getSiteOrigin(site)}/brands` } };
}

/** /brands on a group site (spec 1 §2 Routes): the brand grid's four sections. */
export default async function BrandsPage({ params }: BrandsParams) {
  const site = await getRequestSite(params);
  if (!site.config.content.brandGrid) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl sm:text-4xl">Our Brands</h1>
      <p className="mt-2 mb-8 text-muted">
        Every brand we sell new, and every make in our stock today.
      </p>
      <SiteBrandGrid site={site} now={new Date()} level={2} />
    </div>
  );
}
