import { serveCatalogueFeed } from '@/server/catalogue-feeds';

// Per host: never prerendered.
export const dynamic = 'force-dynamic';

/** GET /feeds/meta-vehicles.csv — Meta automotive inventory catalogue (docs/stock-feeds.md). */
export const GET = serveCatalogueFeed('meta');
