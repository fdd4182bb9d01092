import { getRequestSite } from '@/server/request-site';
import { HomeSections } from './_sections/home-sections.tsx';

/** The home page: the sections content.homeSections lists, in its order. */
export default async function HomePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  return <HomeSections site={site} now={new Date()} />;
}
