/**
 * A delete that a reference with ON DELETE RESTRICT refused, found through drizzle's wrapping: Postgres reports it as
 * foreign_key_violation (23503), PGlite's build as restrict_violation (23001).
 */
export const isRestrictedDelete = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
};
