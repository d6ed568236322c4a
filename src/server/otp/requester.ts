import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { OTP_RULES } from '../../shared/otp-rules.ts';

/**
 * The browser that asked for a code. POST /api/otp hands it a random id in a cookie only /api/verify-otp receives,
 * and the code's row keeps the id's hash, so guesses from that browser and from everyone else are counted apart: a
 * stranger's wrong guesses can never burn the code for the person who asked for it (docs/api.md, "The owner of a
 * flooded number").
 */
const COOKIE = 'otp_requester';
const VERIFY_PATH = '/api/verify-otp';

/** What a code's row stores of its requester's id: an id is 32 random bytes, so a plain hash hides it. */
export const requesterHash = (id: string) => createHash('sha256').update(id).digest('hex');

/** A new requester id for a code about to be sent. */
export const newRequesterId = () => randomBytes(32).toString('base64url');

/**
 * Hands the browser its requester id for the code just sent: HttpOnly, SameSite=Strict, sent to /api/verify-otp
 * alone, for as long as the code lives, and Secure when the site is served over HTTPS (SITE_URL, since a proxy in
 * front ends TLS) or the request itself came over it.
 */
export function giveRequesterCookie(c: Context, id: string, siteUrl: string): void {
  const https = siteUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
  setCookie(c, COOKIE, id, {
    path: VERIFY_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: https,
    maxAge: OTP_RULES.ttlMs / 1000,
  });
}

/** The hash of the requester id this request carries, or null when it carries none. */
export function requesterHashOf(c: Context): string | null {
  const id = getCookie(c, COOKIE);
  return id ? requesterHash(id) : null;
}
