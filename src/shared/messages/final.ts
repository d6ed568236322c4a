/**
 * The live final: judges scoring pitches on their phones, the organiser running the stage, the big screen. The API's
 * answers and the pages' words. Part of the one message catalogue (src/shared/messages/). Browser-safe.
 */
import { plural } from './plural.ts';

export const FINAL_MESSAGES = {
  // The API's answers.
  judgesOnly: 'Only the final’s judges score pitches',
  noFinal: 'No final is running: an organiser opens the final round first',
  notAPitch: 'No finalist with this id is pitching in the final',
  notStarted: 'This pitch has not started yet: scores open when the organiser opens it',
  stored: 'Score sent',
  /** A score sent again (the network dropped the first answer): the first one stands, counted once. */
  alreadyStored: 'Score already received: it counts once',
  opened: (name: string) => `${name} is on stage: judges can score`,
  closed: (name: string) => `${name}’s pitch is closed`,
  revealed: (name: string) => `${name}’s score is on the big screen`,
  hidden: (name: string) => `${name}’s score is hidden from the big screen`,
  rankingShown: 'The ranking is on the big screen',
  rankingHidden: 'The ranking is hidden from the big screen',
  /** Reviews and assignment belong to review rounds; a final's scores come from its judges. */
  notForReview: 'The final is scored by its judges on their judging page, not in the review queue',
  noAssignment: 'A final has no assignment: every judge scores every finalist',
  // The judge's page.
  judgeHeading: 'Judging',
  waiting: 'Waiting for the next pitch…',
  onStage: 'On stage now',
  earlier: 'Earlier pitches',
  send: 'Send score',
  keptOffline: 'Saved on this phone: it is sent as soon as the network is back',
  sending: 'Sending…',
  sent: 'Sent',
  offline: 'Offline: scores you give are kept on this phone and sent when the network returns',
  scoresFinal: 'A score, once sent, is final',
  judgeLoading: 'Loading the final…',
  judgeToScore: 'Still to score',
  judgeScored: 'Scored',
  judgeScale: (min: number, max: number) => `${min} lowest, ${max} highest`,
  judgeChooseEvery: 'Choose a score for every criterion first',
  judgeSignInAgain: 'Your sign-in has ended: sign in again to send your scores. Scores you gave stay on this phone.',
  judgeSignInLink: 'Sign in again',
  judgeRetry: 'Try again',
  // The organiser's page.
  organiserHeading: 'Live final',
  noFinalYet: 'No final yet: create a round of the kind “Final” in Settings, carry the finalists into it and open it.',
  open: 'Open pitch',
  close: 'Close pitch',
  reveal: 'Show score on the big screen',
  hide: 'Hide score',
  showRanking: 'Show the ranking',
  hideRanking: 'Hide the ranking',
  judgesScored: (scored: number, judges: number) => `${scored} of ${plural(judges, 'judge')} scored`,
  stageLoading: 'Loading the final…',
  stageFailed: (message: string) => `The final could not be read: ${message}`,
  /** Shown above the last stage read when a later read failed: the page keeps asking. */
  stageStale: (message: string) => `Not up to date: ${message}. Trying again…`,
  roundState: (name: string, state: string) => `${name}: ${state}`,
  notOpenHint: 'Judges score, and pitches open, only while the final round is open: open it in Settings.',
  settingsLink: 'Go to Settings',
  bigScreen: 'Open the big screen',
  noFinalists: 'No finalists in the final yet: carry them into it from the Applications list.',
  judgesHeading: 'Judges',
  noJudges: 'No judges yet: invite them in Settings with the role “Judge”.',
  judgeProgress: (scored: number, pitches: number) => `${scored} of ${plural(pitches, 'pitch', 'pitches')} scored`,
  opening: 'Opening…',
  closing: 'Closing…',
  noScore: 'No score yet',
  // The big screen.
  boardHeading: 'Live final',
  boardEmpty: 'The final has not started.',
  nowPitching: 'Now pitching',
  upNext: 'Still to pitch',
  hiddenScore: 'Score to be revealed',
  boardLoading: 'Loading the board…',
  /** The last board stays up while the network is down; the page keeps asking. */
  boardStale: 'Reconnecting… showing the last scores received',
  /** A pitch not yet on stage: its startup is named once it goes on. */
  pitchNumber: (position: number) => `Pitch ${position}`,
} as const;

/** A pitch's state as every page names it. */
export const PITCH_STATES = { waiting: 'Waiting', open: 'On stage', closed: 'Done' } as const;
