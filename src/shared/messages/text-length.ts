/**
 * The limit every free-text value has, in the profile form and in the API's answers to an application alike.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 * A plain function rather than an object: /profile loads it, and its JavaScript is close to its budget.
 */

/** A value longer than the field takes. */
export const tooLong = (max: number) => `Must be at most ${max} characters`;
