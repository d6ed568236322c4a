/** Decks submitted by an applicant and fetched by staff through both file routes, for the deck tests. */
import { expect } from 'vitest';
import type { TestApi } from './harness.ts';
import { getJson, signInOrganiser } from './organiser-fixtures.ts';
import { VALID_PROFILE, applicationForm, fieldIds, get, postForm, postJson, signIn } from './requests.ts';

/**
 * An application submitted through the API with `bytes` as its deck, uploaded as `upload` (by default deck.pdf, a
 * PDF): its id and the deck's file id.
 */
export async function submitDeck(
  api: TestApi,
  bytes: Uint8Array,
  upload: { name: string; type: string } = { name: 'deck.pdf', type: 'application/pdf' },
  mobile = '9812345671',
) {
  const { token } = await signIn(api, mobile);
  expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
  const form = applicationForm(await fieldIds(api, token), undefined, { pitchDeck: { bytes, ...upload } });
  const res = await postForm(api, '/create-submission', form, { token });
  expect(res.status).toBe(201);
  const { submission } = (await res.json()) as { submission: { id: string } };
  const detail = await getJson(api, `/organiser/submissions/${submission.id}`, await signInOrganiser(api));
  return { submissionId: submission.id, fileId: detail.body.submission.files[0].id as string };
}

type Deck = Awaited<ReturnType<typeof submitDeck>>;

/** The deck by the bearer route: /api/organiser/submissions/:id/files/:fileId. */
const fromFilesRoute = (api: TestApi, deck: Deck, token: string) =>
  get(api, `/organiser/submissions/${deck.submissionId}/files/${deck.fileId}`, { token });

/** The deck by the signed address the application's page links to ("Open the deck in a new tab"), without a token. */
async function bySignedLink(api: TestApi, deck: Deck, token: string) {
  const detail = await getJson(api, `/organiser/submissions/${deck.submissionId}`, token);
  return api.app.request(detail.body.submission.files[0].url);
}

/** Both ways staff fetch a file, for `it.each`. */
export const DECK_ROUTES = [
  ['from the files route', fromFilesRoute],
  ['by the signed link', bySignedLink],
] as const;

/** The bytes `token` receives of `deck` the `fetchDeck` way: 200, with a Content-Length that matches. */
export async function received(
  api: TestApi,
  deck: Deck,
  token: string,
  fetchDeck: (typeof DECK_ROUTES)[number][1],
): Promise<Uint8Array> {
  const res = await fetchDeck(api, deck, token);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
  return bytes;
}
