/** The watchlist toasts' exact texts (spec 1 §8) and the page the 'View List' action opens. */
export const WATCHLIST_PATH = '/watchlist';

/** The alert when a watchlist call got no answer it could read (ours: the spec gives none). */
export const WATCHLIST_FAILED = 'The watchlist could not be changed just now. Please try again.';

export function watchlistSavedToast(carName: string) {
  return {
    title: 'Car Saved In Watchlist',
    text: `${carName} is now available in your watchlist`,
    action: { label: 'View List', href: WATCHLIST_PATH },
  };
}

export function watchlistRemovedToast(carName: string) {
  return { title: 'Car Removed', text: `${carName} is no longer in your watchlist` };
}
