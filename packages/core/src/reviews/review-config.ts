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
    maxShown: z
      .number()
      .int()
      .min(1)
      .default(10)
      .describe('Most reviews a reviews section shows (newest first).'),
    pageMaxShown: z
      .number()
      .int()
      .min(1)
      .max(500)
      .default(60)
      .describe('Most reviews the /reviews page lists (newest first).'),
    averageShownFrom: z
      .number()
      .min(0)
      .max(5)
      .default(4)
      .describe('Average rating of the shown reviews is shown (1 decimal) only above this.'),
    hiddenNames: z
      .array(z.string())
      .default([])
      .describe('Reviewer names never shown (compared ignoring case and outer spaces).'),
    excludedIds: z.array(z.number().int()).default([]).describe('Review ids never shown.'),
    textTruncateAt: z
      .number()
      .int()
      .min(20)
      .default(160)
      .describe('Review text is cut at this many characters until View more.'),
    leaveReviewUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .default(null)
      .describe(
        "'Leave a Review' link (opens the review site in a new tab); null hides the button.",
      ),
  })
  .prefault({});

export type ReviewConfig = z.infer<typeof reviewConfigSchema>;
