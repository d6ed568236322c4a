import path from 'node:path';
import { z } from 'zod';

/** Turns '1'/'true'/'yes' into true; anything else (or unset) into false. */
const flag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every environment variable the server reads, parsed once at start-up.
 * A bad value stops the process with a message naming the variable.
 */
export const EnvSchema = z.object({
  /** Port for site and API together. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Interface to listen on; loopback unless told otherwise. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The built static site (Astro's output). */
  SITE_DIR: z.string().min(1).default('dist'),
  /** Where PGlite's files and uploads live. */
  DATA_DIR: z.string().min(1).default('data'),
  /** When set, a Postgres server is used instead of the embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  /** Who delivers one-time codes: 'console' prints them to the log, 'msg91' sends real SMS. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  /** MSG91 auth key and OTP template (required when SMS_PROVIDER=msg91). */
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** Base URL of the MSG91 API; overridden in tests with a local stand-in. */
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /** Country code put in front of the 10-digit mobile for the gateway. */
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('91'),
  /** Secret for the OTP HMAC; when unset one is generated once and kept in the database. */
  OTP_SECRET: z.string().min(16).optional(),
  /** Most OTP sends one client IP may trigger per hour. */
  OTP_IP_HOURLY_LIMIT: positiveInt(30),
  /** Public address of the site; its host ends every sign-in SMS (`@host #code`) for WebOTP. */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Trust X-Forwarded-For for the client IP (only behind your own proxy). */
  TRUST_PROXY: flag,
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses `source` (default `process.env`) or throws an Error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.SMS_PROVIDER === 'msg91' && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
    throw new Error('Invalid environment:\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  return { ...env, SITE_DIR: path.resolve(env.SITE_DIR), DATA_DIR: path.resolve(env.DATA_DIR) };
}
