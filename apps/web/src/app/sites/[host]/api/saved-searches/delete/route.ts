import { handleSavedSearchChange } from '@/server/accounts/saved-search-route';

/** POST /api/saved-searches/delete {id}. */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleSavedSearchChange(request, params, 'delete');
}
