import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token } from '../../../stores/auth.ts';
import { saveMinors } from './minors-settings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  $token.set(undefined);
});

describe('saving the rule for applicants under 18', () => {
  it('sends the choice with the session and shows what the server said', async () => {
    $token.set('t');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ underEighteen: 'guardianConsent', message: 'Setting for applicants under 18 saved' }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await saveMinors('guardianConsent')).toEqual({ ok: true, message: 'Setting for applicants under 18 saved' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/organiser/settings/minors');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ underEighteen: 'guardianConsent' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
  });
});
