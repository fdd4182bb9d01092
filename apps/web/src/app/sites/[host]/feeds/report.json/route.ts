import { serveCatalogueFeed } from '@/server/catalogue-feeds';

// Per host: never prerendered.
export const dynamic = 'force-dynamic';

/**
 * GET /feeds/report.json — what the catalogue feeds include, and how many listed cars each
 * leaves out and why.
 */
export const GET = serveCatalogueFeed('report');
