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

/** Every account and watchlist answer: `success` is what the spec's client reads. */
export const accountAnswerSchema = z.object({
  success: z.boolean(),
  /** GET /api/watchlist: whether this request has a session on the site. */
  signed_in: z.boolean().optional(),
  message: z.string().optional(),
  /** The shopper's watched car ids after a watchlist call, or on GET /api/watchlist. */
  car_ids: z.array(z.number().int()).optional(),
});
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;
