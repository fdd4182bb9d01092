import { z } from 'zod';

/** Which reviews are shown and how (spec 2 §2 Reviews, §5 Reviews, §9). */
export const reviewConfigSchema = z
  .strictObject({
    minRating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .default(4)
      .describe('Reviews below this rating are not shown.'),
    maxShown: z.number().int().min(1).default(10),
    averageShownFrom: z
      .number()
      .min(0)
      .max(5)
      .default(4)
      .describe('Average rating shown (1 decimal) only at or above this.'),
    hiddenNames: z.array(z.string()).default([]).describe('Reviewer names never shown.'),
    excludedIds: z.array(z.number().int()).default([]).describe('Review ids never shown.'),
    textTruncateAt: z.number().int().default(160),
    leaveReviewUrl: z
      .string()
      .nullable()
      .default(null)
      .describe("'Leave a Review' link; null hides the button."),
  })
  .prefault({});

export type ReviewConfig = z.infer<typeof reviewConfigSchema>;
