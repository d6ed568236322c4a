/** What applicants and organisers read about finalist places and confirming them by a deadline. */
export const PLACE_MESSAGES = {
  settingsSaved: 'Place settings saved',
  placesRange: 'Finalist places must be a whole number from 1 to 100',
  hoursRange: 'Hours to confirm must be a whole number from 1 to 720',
  attendingInvalid: 'Please answer whether you will attend: attending must be true or false',
  confirmed: 'Thank you: your place is confirmed',
  declined: 'You have declined your place. Thank you for letting us know.',
  alreadyConfirmed: 'You have already confirmed your place',
  alreadyDeclined: 'You have already declined your place',
  deadlinePassed: 'The deadline to confirm your place has passed',
  notAccepted: 'Only an accepted application has a place to confirm',
  noApplication: 'You have no application',
  /** What /application shows once the founder answered. */
  shownConfirmed: 'You confirmed your place. See you at the event!',
  answerFailed: 'Your answer could not be sent. Please try again.',
  declineConfirm: 'Decline your place? It goes to the next startup on the waitlist, and you cannot take it back.',
  placesFull: (places: number) =>
    `All ${places} finalist places are taken. A place frees up when an accepted founder declines or misses their deadline.`,
} as const;
