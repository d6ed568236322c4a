import { quoted } from '../log-safe.ts';
import type { EmailProvider } from './provider.ts';

/**
 * The default e-mail provider: no mail, one log line per message, every value quoted and escaped (log-safe.ts), e.g.
 * `[email] To "asha@example.org": subject="Launchpad 8: your application is Shortlisted" text="…"`.
 */
export function consoleEmailProvider(write: (line: string) => void = (line) => console.log(line)): EmailProvider {
  return {
    name: 'console',
    async send({ to, subject, text }) {
      write(`[email] To ${quoted(to)}: subject=${quoted(subject)} text=${quoted(text)}`);
    },
  };
}
