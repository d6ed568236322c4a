/** Ethnicity/religion options (docs/spec.md §3: ten options). */
export const RELIGIONS = [
  'Hindu',
  'Muslim',
  'Christian',
  'Sikh',
  'Buddhist',
  'Jain',
  'Parsi',
  'Jewish',
  'Other',
  'Prefer not to say',
] as const;
export type Religion = (typeof RELIGIONS)[number];

/** Ticking the JITO member box forces this value (docs/spec.md §4). */
export const JITO_MEMBER_RELIGION: Religion = 'Jain';
