import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { fail } from './errors.ts';
import { API_MESSAGES } from '../shared/messages/api.ts';

/** What each validator made by `validate` checks, so docs/api.md's route tables can be held to the schemas. */
const inputs = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodType }>();

/** The input a route's middleware validates (its target and schema), if it is a validator. */
export const validatedInput = (middleware: object) => inputs.get(middleware);

/**
 * The one way request input enters a handler: zod-validated, a failure thrown as a 400 whose
 * message is the first issue's (the schemas carry the spec's messages). Malformed JSON is a 400 too.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw fail(400, result.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
  });
  inputs.set(validator, { target, schema });
  return validator;
}

/** JSON bodies are small; anything bigger is refused before it is read in full. */
export const jsonBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw fail(413, API_MESSAGES.bodyTooLarge);
  },
});
