import { handleWatchlistChange } from '@/server/accounts/watchlist-route';

/** POST /api/watchlist/save-car {car_id, phone_number?} (spec 1 §7). */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleWatchlistChange(request, params, 'save');
}
