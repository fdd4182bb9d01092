import { matchModelPath, modelPath } from '@forecourt/core/catalogue';
import { notFound, permanentRedirect } from 'next/navigation';
import { getRequestSite } from '@/server/request-site';
import { getSiteChrome } from '@/server/site/site-chrome';

/**
 * /models/{slug} (spec 2 §2 model pages, e.g. /models/ranger-phev): the model's own page, at
 * /{slug} or the path the site rewrites it to (/ranger-hybrid), where it moves (308). A slug
 * the site lists no model for is a 404.
 */
export default async function ModelsSlugPage({
  params,
}: {
  params: Promise<{ host: string; slug: string }>;
}) {
  const site = await getRequestSite(params);
  const { slug } = await params;
  const { models } = await getSiteChrome(site);
  const rewrites = site.config.navigation.modelPathRewrites;
  const match = matchModelPath(models, `/${slug}`, rewrites);
  if (!match) notFound();
  permanentRedirect(match.kind === 'page' ? modelPath(match.model, rewrites) : match.to);
}
