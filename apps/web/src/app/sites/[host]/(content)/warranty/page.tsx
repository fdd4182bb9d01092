import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { ContentPage } from '../../_service/content-page.tsx';

export const metadata: Metadata = { title: 'Warranty' };

/** The warranty page from site config (spec 2 §9: standard warranty 3 years; some groups 5 or 7). */
export default async function WarrantyRoute({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const { warranty, warrantyYears } = site.config.service;
  return <ContentPage page={warranty} years={warrantyYears} />;
}
