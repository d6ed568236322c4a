/**
 * The rights desk (POST /api/privacy-requests and the workspace's PATCH): apart from the notice's messages, so the
 * profile form does not carry them. Part of the one message catalogue (src/shared/messages/). Browser-safe.
 */
export const PRIVACY_REQUEST_MESSAGES = {
  requestKind: 'Please choose what you are asking for',
  requestDetails: 'Please tell us about your request',
  requestState: 'Please choose the request’s new state',
  requestReceived: (due: string) => `Your privacy request was received. We will answer by ${due}.`,
  tooManyRequests: (max: number) => `You already have ${max} privacy requests open. We will answer them first.`,
  requestNotFound: 'No such privacy request',
  requestUpdated: 'The privacy request was updated',
  requestFailed: 'Your request could not be sent. Please try again.',
} as const;
