/**
 * The rights desk on /profile (components/portal/PrivacyRequests.astro): lists the applicant's requests and sends a
 * new one (POST /api/privacy-requests), then lists them again. No zod: the answers are read as the API's types.
 */
import { JSON_HEADERS, answerOrNull, bearer, read } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { formatIstDay } from '../../../shared/india-time.ts';
import { PRIVACY_REQUEST_MESSAGES } from '../../../shared/messages/privacy-requests.ts';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_STATE_LABELS } from '../../../shared/privacy/request-labels.ts';
import type { PrivacyRequest } from '../../../shared/privacy/request-schemas.ts';
import { $token } from '../../../stores/auth.ts';

/** One line of the list: what was asked, when, where it stands, by when it is answered, and the organisers' note. */
function line(request: PrivacyRequest): HTMLLIElement {
  const item = document.createElement('li');
  const parts = [
    `${PRIVACY_REQUEST_KIND_LABELS[request.kind]}, received ${formatIstDay(request.receivedAt)}`,
    `${PRIVACY_REQUEST_STATE_LABELS[request.state]}; answer due by ${formatIstDay(request.dueAt)}`,
  ];
  if (request.note) parts.push(`Note: ${request.note}`);
  item.textContent = parts.join('. ');
  return item;
}

async function list(section: HTMLElement, token: string): Promise<void> {
  const { requests } = await read<{ requests: PrivacyRequest[] }>('/api/privacy-requests', token);
  if (requests.length === 0) return;
  section.querySelector('[data-privacy-request-list]')!.replaceChildren(...requests.map(line));
}

async function send(section: HTMLElement, form: HTMLFormElement, token: string): Promise<void> {
  const data = new FormData(form);
  const button = form.querySelector('button')!;
  button.disabled = true;
  const answer = await answerOrNull<{ message: string }>(
    '/api/privacy-requests',
    {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...bearer(token) },
      body: JSON.stringify({ kind: data.get('kind'), details: data.get('details') }),
    },
    201,
  );
  button.disabled = false;
  if (!answer?.ok) {
    void showToast(answer?.data.message ?? PRIVACY_REQUEST_MESSAGES.requestFailed, 'error');
    return;
  }
  form.reset();
  void showToast(answer.data.message);
  await list(section, token).catch(() => undefined);
}

/** Lists the applicant's requests and takes new ones. */
export function start(section: HTMLElement): void {
  const token = $token.get();
  if (!token) return;
  list(section, token).catch((error: unknown) => console.error('Could not list the privacy requests', error));
  const form = section.querySelector<HTMLFormElement>('[data-privacy-request-form]')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(section, form, token);
  });
}
