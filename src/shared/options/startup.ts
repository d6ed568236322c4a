/** Stages a startup can be at; the API and both profile forms accept exactly these. */
export const STARTUP_STAGES = ['IDEA', 'PROTOTYPING', 'MVP_READY', 'EARLY_REVENUE'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

/** Human labels for the stages, shown in selects. */
export const STARTUP_STAGE_LABELS: Record<StartupStage, string> = {
  IDEA: 'Idea',
  PROTOTYPING: 'Prototyping',
  MVP_READY: 'MVP Ready',
  EARLY_REVENUE: 'Early Revenue',
};

/** A stage as the forms show it ('MVP Ready'); a value that is not one of the stages as it is. */
export const stageLabel = (stage: string): string => STARTUP_STAGE_LABELS[stage as StartupStage] ?? stage;

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

/** The only role a participant can have; both profile forms send it hidden. */
export const PARTICIPANT_ROLE = 'PARTICIPATOR' as const;
