import { toSearchPathFromVariant } from '@forecourt/core/search';
import { permanentRedirect } from 'next/navigation';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';

/**
 * /used-car/… (spec 2 §2: one variant's search address): the same search at /search/…, with
 * its path and query, where the search page reads and answers it (a bad path there is a 404).
 */
export default async function UsedCarSearchPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; path?: string[] }>;
  searchParams: Promise<PageQuery>;
}) {
  await getRequestSite(params);
  const [{ path = [] }, query] = await Promise.all([params, searchParams]);
  permanentRedirect(toSearchPathFromVariant(path, toUrlSearchParams(query).toString()));
}
