/** The session every workspace read runs with in the browser: the stored token, and ending it on a 401. */
import { $token } from '../../../stores/auth.ts';
import type { SessionEffects } from './read.ts';
import { endSession } from '../../../stores/user-details.ts';

export const browserSession: SessionEffects = { token: () => $token.get(), endSession };
