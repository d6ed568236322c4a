import type { SmsWordingId } from '../../shared/messages/sms-wordings.ts';
import { type SmsProvider, gatewayFetchError } from './provider.ts';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved OTP template; it must contain ##OTP##. */
  templateId: string;
  /**
   * The flow template of each registered wording (MSG91_<WORDING>_TEMPLATE_ID); a wording without one cannot be chosen
   * by organisers, and a message in it fails (and is retried) until it is set.
   */
  templateIds: Partial<Record<SmsWordingId, string>>;
  /** https://control.msg91.com in production; a local stand-in in tests. */
  baseUrl: string;
  /** Country code put in front of the 10-digit number, '91' for India. */
  countryCode: string;
  /** Minutes the gateway should state as validity (our own expiry is what counts). */
  expiryMinutes: number;
  timeoutMs?: number;
}

/**
 * MSG91's SendOTP v5 API with our own code (`otp` parameter), so verification stays here:
 * POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=123456&otp_expiry=5, header `authkey`.
 * MSG91 answers 200 with `{"type":"success","request_id":…}` or `{"type":"error","message":…}`.
 */
export function msg91Provider(options: Msg91Options): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp(mobile, code) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', `${options.countryCode}${mobile}`);
      url.searchParams.set('otp', code);
      url.searchParams.set('otp_expiry', String(options.expiryMinutes));
      url.searchParams.set('otp_length', String(code.length));
      // The key goes in a header, never in the URL, so it stays out of proxy logs.
      const res = await fetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!res.ok || body?.type !== 'success') {
        throw new Error(`MSG91 refused the OTP (HTTP ${res.status}): ${body?.message ?? 'no message'}`);
      }
    },
    /**
     * MSG91's Flow API: POST {base}/api/v5/flow with the wording's template id and each typed variable apart in the
     * recipient (`name`, `startup`, `date`, `link`, as the template's ##name## … name them); the text itself never
     * travels, the operator holds it. The Flow API documents no client reference that would make a repeated request
     * safe, so a send left without an answer is reported as SmsOutcomeUnknown and never repeated automatically.
     */
    async sendMessage(mobile, { wording, vars }) {
      const templateId = options.templateIds[wording];
      if (!templateId) throw new Error(`MSG91_${wording}_TEMPLATE_ID is not set`);
      const timeoutMs = options.timeoutMs ?? 10_000;
      const signal = AbortSignal.timeout(timeoutMs);
      let body: { type?: string; message?: string } | null;
      let res: Response;
      try {
        res = await fetch(new URL('/api/v5/flow', options.baseUrl), {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: templateId,
            short_url: '0',
            recipients: [{ mobiles: `${options.countryCode}${mobile}`, ...vars }],
          }),
          signal,
        });
        body = (await res.json().catch((err) => (signal.aborted ? Promise.reject(err) : null))) as typeof body;
      } catch (err) {
        throw gatewayFetchError(err, `${wording} SMS`, timeoutMs);
      }
      if (!res.ok || body?.type !== 'success') {
        throw new Error(`MSG91 refused the ${wording} SMS (HTTP ${res.status}): ${body?.message ?? 'no message'}`);
      }
    },
    registered: (wording) => Boolean(options.templateIds[wording]),
  };
}
