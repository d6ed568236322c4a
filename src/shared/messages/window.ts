/** Messages applicants read when the window is shut; 'open on' is followed by the date. */
export const WINDOW_MESSAGES = {
  closed: 'Applications are closed',
  /** The stored window cannot be read (a value that no longer parses, a failed read): applications wait for it. */
  unreadable:
    'Applications are paused: the application window cannot be read just now. Please try again in a few minutes.',
  opensOn: (date: string) => `Applications open on ${date}`,
} as const;
