import { expect, type APIRequestContext } from '@playwright/test';
import { type ApiSession, SAMPLE_PROFILE, completeProfileThroughApi, signInThroughApi } from './api.ts';
import { pdfFile } from './files.ts';

/**
 * The staff numbers playwright.config.ts gives the server (ORGANISER_MOBILES / REVIEWER_MOBILES), one
 * set per try of a test: a retry inside the 30 s resend cooldown could not get a new code for a number
 * the failed try had just used.
 */
export function staffNumbers(retry: number) {
  const set = retry % 2;
  return {
    organiserUi: `90000${set}0001`,
    organiserApi: `90000${set}0011`,
    // The decision-timeline spec's own, one per test: a second sign-in within 30 s would hit the resend cooldown.
    organiserDecisions: `90000${set}0021`,
    organiserBlind: `90000${set}0031`,
    organiserLanding: `90000${set}0041`,
    organiserLayout: `90000${set}0051`,
    organiserTargets: `90000${set}0061`,
    organiserSms: `90000${set}0071`,
    organiserResend: `90000${set}0081`,
    // The review queue spec's: it assigns reviews, which every reviewer's view then follows until it unassigns.
    organiserQueue: `90000${set}0091`,
    organiserWorkspace: `90000${set}0101`,
    organiserListAddress: `90000${set}0111`,
    organiserEdits: `90000${set}0121`,
    organiserWithdraw: `90000${set}0131`,
    organiserRelease: `90000${set}0141`,
    organiserTemplates: `90000${set}0151`,
    organiserPlaces: `90000${set}0161`,
    organiserShortlist: `90000${set}0171`,
    // The passkey spec's, on the suite's server (passkeys optional there).
    organiserPasskeys: `90000${set}0181`,
    // The finalist-places settings form's (portal-confirm-place spec).
    organiserPlaceSettings: `90000${set}0191`,
    reviewer: `90000${set}0002`,
    reviewerDecisions: `90000${set}0012`,
    reviewerQueue: `90000${set}0022`,
    // The workspace spec's reviewer, who is shown only the tabs reviewers may use.
    reviewerTabs: `90000${set}0032`,
    // The assign-by-hand spec's organiser.
    organiserAssign: `90000${set}0201`,
    // The deck-focus spec's.
    organiserDeckFocus: `90000${set}0211`,
    // The decision timeline's reviewer test (organiserBlind signs in for the blind-review spec, which runs just
    // before or after it in the same serial project, within the 30 s resend wait).
    organiserNotes: `90000${set}0221`,
    // The deck-focus spec's account-menu test.
    organiserDeckMenu: `90000${set}0231`,
    // The edit-withdraw spec's test of an application the organisers withdrew as a duplicate.
    organiserOutcomes: `90000${set}0241`,
    // The co-founder invite spec's look at the organiser's page once a co-founder accepted.
    organiserTeam: `90000${set}0251`,
    // The decisions spec's acceptances over the finalist places.
    organiserOverCap: `90000${set}0261`,
    // The rights spec's: retention periods, breach notices and the rights desk (its tests run side by side).
    organiserRetention: `90000${set}0271`,
    organiserBreach: `90000${set}0281`,
    organiserDesk: `90000${set}0291`,
  };
}

/**
 * An applicant who completed the profile and submitted an application through the API, with a
 * name and startup name unique to the test so lists can be filtered to them. Signed in through the API as a new
 * number, or `signedIn` (a seeded account, whose number can still be sent a code at once).
 */
export async function applicantWithApplication(
  request: APIRequestContext,
  {
    name,
    startupName,
    education,
    deck = true,
    signedIn,
    cofounder,
    website = '',
    linkedIn = '',
    description = SAMPLE_PROFILE.startUpSummary,
  }: {
    name: string;
    startupName: string;
    education?: string;
    /** false: the pitch is the video alone. */ deck?: boolean;
    signedIn?: ApiSession;
    /** A co-founder named on the form (hidden from reviewers); none by default. */
    cofounder?: { name: string; role: string };
    /** The startup profile's website and LinkedIn page (hidden from reviewers). */
    website?: string;
    linkedIn?: string;
    /** The startup description answer (reviewers read it). */
    description?: string;
  },
): Promise<ApiSession & { submissionId: string }> {
  const session = await completeProfileThroughApi(request, signedIn ?? (await signInThroughApi(request)), {
    name,
    startUpName: startupName,
    startUpStage: 'MVP_READY',
    website,
    linkedIn,
    ...(education ? { education } : {}),
  });
  const auth = { Authorization: `Bearer ${session.token}` };
  const { formFields } = await (await request.get('/api/formfield-list', { headers: auth })).json();
  const id = (n: string) => formFields.find((f: { name: string }) => f.name === n).id as number;
  const answers: Record<string, string> = {
    fullName: name,
    age: String(SAMPLE_PROFILE.age),
    cityState: 'Pune, Maharashtra',
    phoneNumber: session.mobile,
    email: SAMPLE_PROFILE.email,
    startupName,
    currentStage: 'MVP_READY',
    startupDescription: description,
    ...(cofounder
      ? { hasCofounders: 'true', cofounderName: cofounder.name, cofounderRole: cofounder.role }
      : { hasCofounders: 'false' }),
    videoPitch: 'https://youtu.be/dQw4w9WgXcQ',
  };
  const fields = [
    ...Object.entries(answers).map(([n, value]) => ({ fieldId: id(n), value })),
    ...(deck ? [{ fieldId: id('pitchDeck'), value: '', name: 'deck.pdf' }] : []),
  ];
  const res = await request.post('/api/create-submission', {
    headers: auth,
    multipart: { fields: JSON.stringify(fields), ...(deck ? { pitchDeck: pdfFile('deck.pdf') } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { submission } = await res.json();
  return { ...session, user: { ...session.user, isApplicationSubmitted: true }, submissionId: submission.id };
}
