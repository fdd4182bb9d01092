import { serveSiteArtefact } from '@/server/site-artefacts';
import { getSitemap } from '@/server/sitemap';

// Per host: never prerendered (a folder named sitemap.xml otherwise would be).
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml — every page of the site worth indexing (getSitemap). */
export const GET = serveSiteArtefact(900, getSitemap);
