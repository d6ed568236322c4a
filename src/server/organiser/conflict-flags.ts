import { and, inArray, ne } from 'drizzle-orm';
import { CONFLICT_FLAGS } from '../../shared/messages/review-assignment.ts';
import { normaliseMobile } from '../../shared/mobile.ts';
import type { Db } from '../db/client.ts';
import { cofounderInvites, users } from '../db/schema.ts';
import type { Application } from './applications.ts';

/**
 * Mail providers anyone can sign up to: sharing one says nothing about knowing each other. Only a domain outside
 * this list (a company's, a college's) flags a conflict.
 */
const PUBLIC_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'rediffmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
]);

/** The domain of an e-mail address, lower case; '' when it has none. */
const emailDomain = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

/** The host of a website address without 'www.', lower case; '' when it is not an address. */
function websiteDomain(website: string): string {
  const text = website.trim();
  if (!text) return '';
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

const answerOf = (a: Application, name: string) => a.submission.answers.find((x) => x.name === name)?.value ?? '';

/** A staff member as conflict checks see them: their mobile and the e-mail on their profile ('' without one). */
export interface StaffMember {
  mobile: string;
  email: string;
}

/** The staff with the e-mail of their profile, if they saved one. One query for all of `mobiles`. */
export async function staffMembers(db: Db, mobiles: string[]): Promise<StaffMember[]> {
  const rows = mobiles.length
    ? await db.select({ mobile: users.mobile, email: users.email }).from(users).where(inArray(users.mobile, mobiles))
    : [];
  const emails = new Map(rows.map((r) => [r.mobile, r.email]));
  return mobiles.map((mobile) => ({ mobile, email: emails.get(mobile) ?? '' }));
}

/** By applicant (user id): the mobiles they invited as co-founders whose invite is pending or accepted. */
export type InvitedTeams = ReadonlyMap<number, ReadonlySet<string>>;

/** The invited co-founders among `staff` who have not declined, by applicant, in one query. */
export async function invitedTeams(db: Db, staff: string[]): Promise<InvitedTeams> {
  const rows = staff.length
    ? await db
        .select({ inviterId: cofounderInvites.inviterId, mobile: cofounderInvites.mobile })
        .from(cofounderInvites)
        .where(and(inArray(cofounderInvites.mobile, staff), ne(cofounderInvites.status, 'declined')))
    : [];
  const teams = new Map<number, Set<string>>();
  for (const r of rows) teams.set(r.inviterId, (teams.get(r.inviterId) ?? new Set()).add(r.mobile));
  return teams;
}

/**
 * Why `staff` should not review `a`, found without anyone declaring it; null when nothing connects them. The
 * applicant's account, the mobile written on the application and the co-founders invited by mobile (pending or
 * accepted, `invited`) count as the team's; e-mail domains count unless they are a public provider's.
 */
export function conflictFlag(a: Application, staff: StaffMember, invited: InvitedTeams): string | null {
  if (a.user.mobile === staff.mobile) return CONFLICT_FLAGS.applicant;
  if (normaliseMobile(answerOf(a, 'phoneNumber')) === staff.mobile) return CONFLICT_FLAGS.teamMember;
  if (invited.get(a.user.id)?.has(staff.mobile)) return CONFLICT_FLAGS.invitedCofounder;
  const domain = emailDomain(staff.email);
  if (!domain || PUBLIC_EMAIL_DOMAINS.has(domain)) return null;
  const applicantDomains = [a.user.email, answerOf(a, 'email')].map(emailDomain);
  if (applicantDomains.includes(domain)) return CONFLICT_FLAGS.emailDomain(domain);
  const site = websiteDomain(a.startup?.website ?? '');
  if (site && (site === domain || site.endsWith(`.${domain}`))) return CONFLICT_FLAGS.websiteDomain(domain);
  return null;
}
