/** Postgres' unique_violation, found through drizzle's wrapping: a write that lost a race to a unique index. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};
