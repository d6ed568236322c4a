/**
 * One co-founder model (docs/organisers.md, "Team and duplicates"). The spec's form asks 'I have Co-founders' with a
 * co-founder's name and role, typed by the applicant; the team invited by mobile holds the co-founders the product
 * verified (each accepted, signed in with the invited number). Once one has, the team is the authority: wherever the
 * application is read, 'I have Co-founders' reads Yes, and the name and role read the verified members' unless the
 * applicant ticked the box and wrote them. The stored answers stay as the applicant sent them. Browser-safe.
 */
import { COFOUNDER_TOGGLE, isTicked } from './application-rules.ts';

/** A co-founder who accepted the invitation: their role, and their name from their own profile (null without one). */
export interface VerifiedMember {
  name: string | null;
  role: string;
}

/** The form's co-founder fields besides the toggle. */
const NAME = 'cofounderName';
const ROLE = 'cofounderRole';

/** `answers` as the application reads with its verified team (`team`); unchanged while nobody has accepted. */
export function answersWithTeam<A extends { name: string; value: string }>(
  answers: readonly A[],
  team: readonly VerifiedMember[],
): A[] {
  if (team.length === 0) return [...answers];
  const written = isTicked(answers.find((a) => a.name === COFOUNDER_TOGGLE)?.value);
  const fromTeam: Record<string, string> = {
    [NAME]: team.flatMap((m) => (m.name ? [m.name] : [])).join(', '),
    [ROLE]: team.map((m) => m.role).join(', '),
  };
  return answers.map((a) => {
    if (a.name === COFOUNDER_TOGGLE) return { ...a, value: 'true' };
    const derived = fromTeam[a.name];
    // What the applicant wrote with the box ticked stands; a box left unticked said nothing about the team.
    if (derived === undefined || (written && a.value.trim() !== '')) return a;
    return { ...a, value: derived };
  });
}
