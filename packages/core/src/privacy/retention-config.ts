import { z } from 'zod';

/**
 * How long a site keeps shoppers' personal data. Per site, because the dealer is the entity
 * APP 11.2 binds, and dealers' needs differ (a dealer that also arranges finance may have to
 * keep records longer than a motorcycle shop).
 */
export const privacyConfigSchema = z
  .strictObject({
    retentionMonths: z
      .number()
      .int()
      .min(1)
      .max(120)
      .default(24)
      .describe(
        'Months personal data is kept: leads, test-drive bookings and ended reservations older than this lose the person (counts stay), and accounts not signed in for this long are deleted (docs/backups-and-upgrades.md).',
      ),
  })
  .prefault({});

export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;
