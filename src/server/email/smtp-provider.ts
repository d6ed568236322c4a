import nodemailer from 'nodemailer';
import { EmailOutcomeUnknown, type EmailProvider } from './provider.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 (SMTP_URL). */
  url: string;
  /** The sender (EMAIL_FROM), e.g. 'Launchpad 8 <noreply@launchpad.example>'. */
  from: string;
  timeoutMs?: number;
}

/** Failures before the server took the message: nothing was delivered, so sending again is safe. */
const NOT_SENT_CODES = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS', 'EENVELOPE', 'ESOCKET']);

/**
 * E-mail over SMTP with nodemailer: one pooled connection, a plain-text part in every message. A message the server
 * refused with a reply code, or that never reached it, is a plain failure (retried); one left without an answer once
 * handed over may have been delivered and is reported as EmailOutcomeUnknown (never sent again by itself).
 */
export function smtpProvider(options: SmtpOptions): EmailProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: options.from, to, subject, text });
      } catch (err) {
        const { code, responseCode, command } = err as { code?: string; responseCode?: number; command?: string };
        const beforeData = command !== undefined && command !== 'DATA' && command !== 'DATA_END';
        if (responseCode || (code && NOT_SENT_CODES.has(code)) || beforeData) throw err;
        throw new EmailOutcomeUnknown(
          `No answer from the mail server once the message was handed over: ${String(err)}`,
        );
      }
    },
  };
}
