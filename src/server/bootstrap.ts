import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from './db/client.ts';
import { claimPglite } from './db/pglite-lock.ts';
import type { ApiDeps } from './deps.ts';
import type { Env } from './env.ts';
import { clientIpResolver } from './client-ip.ts';
import { loadFormDefinition } from './forms/definition.ts';
import { seedForm } from './forms/seed.ts';
import { consoleProvider } from './otp/console-provider.ts';
import { msg91Provider } from './otp/msg91-provider.ts';
import type { SmsProvider } from './otp/provider.ts';
import { resolveOtpSecret } from './otp/secret.ts';
import { OTP_RULES } from '../shared/otp-rules.ts';
import { localDiskStore } from './storage/local-disk-store.ts';

export function smsProviderFromEnv(env: Env): SmsProvider {
  if (env.SMS_PROVIDER === 'msg91') {
    return msg91Provider({
      authKey: env.MSG91_AUTH_KEY!,
      templateId: env.MSG91_TEMPLATE_ID!,
      baseUrl: env.MSG91_BASE_URL,
      countryCode: env.SMS_COUNTRY_CODE,
      expiryMinutes: OTP_RULES.ttlMs / 60_000,
    });
  }
  return consoleProvider(undefined, env.SITE_URL);
}

/**
 * Opens the database, applies migrations, seeds the form from content/ and assembles the API's
 * dependencies. Shared by the server entry and the export script.
 */
export async function bootstrap(
  env: Env,
  overrides: Partial<ApiDeps> = {},
): Promise<{ database: Database; deps: ApiDeps; shutdown: () => Promise<void> }> {
  let release = async () => {};
  if (!env.DATABASE_URL) {
    await mkdir(path.join(env.DATA_DIR, 'pglite'), { recursive: true });
    release = await claimPglite(env.DATA_DIR);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(async (err) => {
    await release();
    throw err;
  });
  await database.migrate();
  await seedForm(database.db, await loadFormDefinition());
  const deps: ApiDeps = {
    db: database.db,
    uploads: await localDiskStore(env.DATA_DIR),
    sms: smsProviderFromEnv(env),
    now: () => new Date(),
    otpSecret: await resolveOtpSecret(database.db, env.OTP_SECRET),
    ipHourlyLimit: env.OTP_IP_HOURLY_LIMIT,
    clientIp: clientIpResolver(env.TRUST_PROXY),
    ...overrides,
  };
  const shutdown = async () => {
    await database.close().catch(() => {});
    await release();
  };
  return { database, deps, shutdown };
}
