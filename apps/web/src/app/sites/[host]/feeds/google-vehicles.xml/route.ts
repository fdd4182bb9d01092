import { serveCatalogueFeed } from '@/server/catalogue-feeds';

// Per host: never prerendered.
export const dynamic = 'force-dynamic';

/** GET /feeds/google-vehicles.xml — Google vehicle listings feed (docs/stock-feeds.md). */
export const GET = serveCatalogueFeed('google');
