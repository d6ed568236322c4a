import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  createSubmission,
  getFormFields,
  getFormSections,
  getUserDetails,
  saveProfile,
  sendOtp,
  verifyOtp,
} from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the OTP request to the same origin with credentials and {mobile}', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'sent' }));
    const answer = await sendOtp('9876543210');
    expect(answer).toEqual({ ok: true, status: 200, data: { message: 'sent' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/otp');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init!.body))).toEqual({ mobile: '9876543210' });
  });

  it('sends the code with credentials, so the cookie naming this browser as its requester goes along', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid OTP. Please try again' }));
    await verifyOtp('9876543210', '123456');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/verify-otp');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init!.body))).toEqual({ mobile: '9876543210', otp: '123456' });
  });

  it('hands back an error answer with the wait of a 429 instead of throwing', async () => {
    fetchMock.mockResolvedValue(json(429, { message: 'Please wait', retryAfter: 12 }, { 'Retry-After': '12' }));
    expect(await sendOtp('9876543210')).toEqual({
      ok: false,
      status: 429,
      data: { message: 'Please wait', retryAfter: 12 },
      retryAfterSeconds: 12,
    });
  });

  it('reads the wait from the body when the header is missing', async () => {
    fetchMock.mockResolvedValue(json(429, { message: 'Locked', retryAfter: 7 }));
    const answer = await verifyOtp('9876543210', '123456');
    expect(answer).toMatchObject({ ok: false, retryAfterSeconds: 7 });
  });

  it('hands back null when no answer came', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendOtp('9876543210')).toBeNull();
    expect(await verifyOtp('9876543210', '123456')).toBeNull();
    expect(await saveProfile('t', {})).toBeNull();
    expect(await createSubmission('t', new FormData())).toBeNull();
  });

  it('treats a body that is not JSON as an empty object', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await verifyOtp('9876543210', '123456')).toEqual({
      ok: false,
      status: 502,
      data: {},
      retryAfterSeconds: undefined,
    });
  });

  it('sends the bearer token and JSON payload when saving the profile', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Fix', errors: { name: 'Please enter your full name' } }));
    const answer = await saveProfile('tok', { name: '' });
    expect(answer).toMatchObject({ ok: false, status: 400, data: { errors: { name: 'Please enter your full name' } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user-details');
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('counts only 201 as a successful submission and lets the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: 'done' }));
    expect(await createSubmission('tok', new FormData())).toMatchObject({ ok: true, status: 201 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    fetchMock.mockResolvedValueOnce(json(200, { message: 'odd' }));
    expect(await createSubmission('tok', new FormData())).toMatchObject({ ok: false, status: 200 });
  });

  it('rethrows user-details failures: an ApiRequestError with the answer, or the network error', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { name: 'A' }, startUpInfo: {} }));
    expect(await getUserDetails('tok')).toEqual({ user: { name: 'A' }, startUpInfo: {} });

    fetchMock.mockResolvedValueOnce(json(401, { message: 'Expired' }));
    const failure = await getUserDetails('tok').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, data: { message: 'Expired' }, message: 'Expired' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getUserDetails('tok')).rejects.toThrow(TypeError);
  });

  it('unwraps the form definition lists', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { sections: [{ id: 1 }] }));
    expect(await getFormSections('tok')).toEqual([{ id: 1 }]);
    fetchMock.mockResolvedValueOnce(json(200, { formFields: [{ id: 2 }] }));
    expect(await getFormFields('tok')).toEqual([{ id: 2 }]);
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Down' }));
    await expect(getFormSections('tok')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
