import { expect, type APIRequestContext } from '@playwright/test';
import { type ApiSession, SAMPLE_PROFILE, completeProfileThroughApi, seededSession, signInThroughApi } from './api.ts';
import { pdfFile } from './files.ts';
import { type OrganiserPurpose, type ReviewerPurpose, seededOrganiser, seededReviewer } from './seeded-accounts.ts';

/** A seeded organiser (seeded-accounts.ts) as a session: signed in without a code, so every try can use it. */
export const organiserSession = (request: APIRequestContext, purpose: OrganiserPurpose) =>
  seededSession(request, seededOrganiser(purpose));

/** A seeded reviewer as a session, as organiserSession. */
export const reviewerSession = (request: APIRequestContext, purpose: ReviewerPurpose) =>
  seededSession(request, seededReviewer(purpose));

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
