import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SubmissionResponseSchema } from '../../shared/api-types.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { submitApplication } from '../test/organiser-fixtures.ts';
import { PDF, VALID_ANSWERS, get, signIn } from '../test/requests.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

describeApi('GET /api/my-submission', () => {
  it('gives a returning applicant what they sent: every answer with its label, and the files by name', async () => {
    const asha = await submitApplication(api, '9876543210', { startupName: 'Krishi Sense' });
    const res = await get(api, '/my-submission', { token: asha.token });
    expect(res.status).toBe(200);
    const body = SubmissionResponseSchema.parse(await res.json());
    expect(body.message).toBe(APPLICATION_MESSAGES.submissionFetched);
    expect(body.submission.id).toBe(asha.submissionId);
    const answers = Object.fromEntries(body.submission.answers.map((a) => [a.name, a]));
    expect(answers.startupName).toMatchObject({ label: expect.any(String), value: 'Krishi Sense' });
    expect(answers.startupDescription!.value).toBe(VALID_ANSWERS.startupDescription);
    expect(answers.videoPitch!.value).toBe(VALID_ANSWERS.videoPitch);
    expect(body.submission.answers.every((a) => a.label !== '')).toBe(true);
    expect(body.submission.files).toEqual([
      { fieldName: 'pitchDeck', originalName: 'deck.pdf', mimeType: 'application/pdf', size: PDF.length },
    ]);
    // Where the file is kept stays on the server.
    expect(JSON.stringify(body)).not.toMatch(/storage|\.incoming|uploads\//i);
  });

  it('answers 404 with a message before applying, only ever the caller’s own, and 401 signed out', async () => {
    await submitApplication(api, '9876543210');
    const { token } = await signIn(api, '9876543211');
    const none = await get(api, '/my-submission', { token });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: APPLICATION_MESSAGES.noSubmission });
    expect((await get(api, '/my-submission')).status).toBe(401);
  });
});
