import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { ContentPage } from '../../_service/content-page.tsx';

export const metadata: Metadata = { title: 'Roadside Assist' };

/** The roadside assist page from site config. */
export default async function RoadsideAssistRoute({
  params,
}: {
  params: Promise<{ host: string }>;
}) {
  const site = await getRequestSite(params);
  const { roadsideAssist, warrantyYears } = site.config.service;
  return <ContentPage page={roadsideAssist} years={warrantyYears} />;
}
