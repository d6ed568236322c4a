import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrivacyContentSchema } from '../../shared/privacy/privacy-content.ts';

/** The privacy notice and terms; editors change it (and its version) and rebuild and restart. */
const PRIVACY_PATH = fileURLToPath(new URL('../../../content/privacy.json', import.meta.url));

/** The current notice's version, which a profile save must have accepted; a bad file stops start-up naming the problem. */
export async function loadPrivacyNoticeVersion(file = PRIVACY_PATH): Promise<string> {
  const result = PrivacyContentSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`Invalid privacy notice ${path.relative(process.cwd(), file)}:\n${lines.join('\n')}`);
  }
  return result.data.version;
}
