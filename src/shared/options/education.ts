/** Highest education levels offered in the profile forms (docs/spec.md §3: nine options). */
export const EDUCATION_LEVELS = [
  'Below 10th',
  '10th Pass',
  '12th Pass',
  'Diploma',
  "Bachelor's Degree (B.A./B.Sc./B.Com/B.Tech/B.E./BBA/BCA)",
  "Master's Degree (M.A./M.Sc./M.Com/M.Tech/M.E./MBA/MCA)",
  'Professional Degree (B.Ed/LLB/MBBS/B.Pharm/D.Pharm)',
  'Doctorate (Ph.D./M.Phil)',
  'Other',
] as const;
