/** An application's statuses and their labels, without zod or the workspace's wording (/profile shows one). */

/** Statuses organisers may set; every submission starts as 'SUBMITTED'. */
export const DECISION_STATUSES = ['UNDER_REVIEW', 'SHORTLISTED', 'WAITLISTED', 'REJECTED', 'ACCEPTED'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
/** 'WITHDRAWN' is the applicant's own doing: organisers never set it and cannot change it afterwards. */
export const APPLICATION_STATUSES = ['SUBMITTED', ...DECISION_STATUSES, 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  SHORTLISTED: 'Shortlisted',
  WAITLISTED: 'Waitlisted',
  REJECTED: 'Not selected',
  ACCEPTED: 'Accepted',
  WITHDRAWN: 'Withdrawn',
};
