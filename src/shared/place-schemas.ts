/**
 * Finalist places: how many there are, how long an accepted founder has to confirm, the applicant's answer
 * (POST /api/application/confirm) and what organisers read of it. Browser-safe; pages use place-labels.ts.
 */
import { z } from 'zod';
import { PLACE_MESSAGES } from './messages/places.ts';
import { CONFIRMATION_STATES, MAX_CONFIRM_HOURS, MAX_FINALIST_PLACES } from './place-labels.ts';

const WholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/** GET/PUT /api/organiser/settings/places. */
export const PlaceSettingsSchema = z.object({
  /** Accepted applications that have not declined (or let their deadline pass) never outnumber this. */
  finalistPlaces: WholeNumber(MAX_FINALIST_PLACES, PLACE_MESSAGES.placesRange),
  /** An accepted founder confirms within this many hours of the decision reaching them. */
  confirmWithinHours: WholeNumber(MAX_CONFIRM_HOURS, PLACE_MESSAGES.hoursRange),
});
export type PlaceSettings = z.infer<typeof PlaceSettingsSchema>;

/** Body of POST /api/application/confirm. */
export const ConfirmPlaceSchema = z.object({ attending: z.boolean({ error: PLACE_MESSAGES.attendingInvalid }) });

/** An accepted application's place, as its applicant and the organisers read it. */
export const ConfirmationSchema = z.object({
  state: z.enum(CONFIRMATION_STATES),
  /** The deadline (ISO). */
  confirmBy: z.string(),
  answeredAt: z.string().nullable(),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;

/** GET /api/organiser/places: the places and where each accepted application stands. */
const PlacesSummarySchema = PlaceSettingsSchema.extend({
  counts: z.record(z.enum(CONFIRMATION_STATES), z.number().int()),
  /** Places not held by an accepted application that is waiting or confirmed. */
  free: z.number().int(),
});
export type PlacesSummary = z.infer<typeof PlacesSummarySchema>;
