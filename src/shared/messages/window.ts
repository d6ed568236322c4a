/** Messages applicants read when the window is shut; 'open on' is followed by the date. */
export const WINDOW_MESSAGES = {
  closed: 'Applications are closed',
  opensOn: (date: string) => `Applications open on ${date}`,
} as const;
