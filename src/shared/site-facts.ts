import { z } from 'zod';

/**
 * The fields of content/site.json that the API reads as well as the build: one definition, which the
 * content schema (lib/content/schemas/site.ts) spreads into its own and the server parses alone.
 */
export const SITE_FACT_FIELDS = {
  /** Event name, e.g. 'Launchpad 8'. */
  eventName: z.string().trim().min(1),
  /**
   * When the API takes applications, ISO date-times with offset. Only the first start-up reads it:
   * organisers change the window on /organiser/settings afterwards.
   */
  applicationWindow: z.strictObject({
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }),
  }),
};
