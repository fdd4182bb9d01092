import { handleSavedSearchChange } from '@/server/accounts/saved-search-route';

/** POST /api/saved-searches {name, path}: save the search on screen to My Garage. */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleSavedSearchChange(request, params, 'save');
}
