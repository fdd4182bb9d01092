import { listLiveModelBodyFilters } from '@forecourt/core/catalogue';
import { getNotFoundSite } from '@/server/request-site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { BodyFilterNav } from './body-filter-nav.tsx';

/** /models?body= with a value we have no filter for: say so and offer the ones some model has. */
export default async function ModelsNotFound() {
  const site = await getNotFoundSite();
  const models = site ? (await getSiteChrome(site)).models : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">We have no such vehicle type</h1>
      <p className="mt-2 text-muted">Choose one of these instead.</p>
      <BodyFilterNav filters={listLiveModelBodyFilters(models)} />
    </div>
  );
}
