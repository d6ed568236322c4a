/** Where each social card is published; pages name theirs in og:image and twitter:image. */
export const CARD_PATHS = {
  speaker: (id: number) => `/og/speaker-${id}.png`,
  session: (dayId: number, sessionId: number) => `/og/session-${dayId}-${sessionId}.png`,
  post: (id: number) => `/og/post-${id}.png`,
};
