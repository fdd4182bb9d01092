import { z } from 'zod';

/** POST /api/account/send-code. */
export const sendCodeBodySchema = z.object({ phone: z.string().max(40) });

/** POST /api/account/verify-code. */
export const verifyCodeBodySchema = z.object({
  phone: z.string().max(40),
  code: z.string().regex(/^\d{6}$/),
});

/** POST /api/watchlist/save-car and /remove-car (spec 1 §7): the session decides who. */
export const watchlistBodySchema = z.object({
  car_id: z.coerce.number().int().positive().max(2_147_483_647),
  phone_number: z.string().max(40).optional(),
});

/** POST /api/saved-searches: a name for the search and the search page's URL. */
export const saveSearchBodySchema = z.object({
  name: z.string().max(200),
  path: z.string().max(2000),
});

/** POST /api/saved-searches/delete. */
export const deleteSavedSearchBodySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
