import nodemailer from 'nodemailer';
import { type Config, ConfigError } from '../config.ts';

/** A file sent with a message. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type OutgoingMail = { to: string; subject: string; html: string; text: string; attachments?: MailAttachment[] };

/** How a message leaves the store. Sending resolves once the message is handed over, and throws if it was not. */
export type MailTransport = {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Delivery through an SMTP server: `smtp://user:pass@host:port`, or `smtps://` for TLS from the first byte. */
export function smtpTransport(url: string, from: string): MailTransport {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  // The URL carries a password: the message never repeats it.
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:port (or smtps://).');
  }
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const { attachments, ...message } = mail;
      await transporter.sendMail({ from, ...message, ...(attachments ? { attachments } : {}) });
    },
    close: () => transporter.close(),
  };
}

/** Demo mode without SMTP: nothing leaves the machine. The message's row is the outbox the mailbox page reads. */
export const outboxTransport: MailTransport = {
  kind: 'outbox',
  async send() {},
  close() {},
};

/** SMTP when configured; else the outbox, in demo mode only: a real store must not pretend to send e-mail. */
export function mailTransportFor(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'demoMode'>): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  if (config.demoMode) return outboxTransport;
  throw new ConfigError('SMTP_URL is required outside demo mode (smtp://user:pass@host:port): e-mail has no way out.');
}
