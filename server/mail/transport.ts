/**
 * The SMTP transport, built once per process from SMTP_URL (smtp:// or smtps://, credentials in
 * the URL) and reused by every delivery. Timeouts are short and bounded: a dead or silent SMTP
 * server fails the attempt (the job retries later) instead of holding a worker. Null without
 * SMTP_URL: mails are then kept in the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';

let built: { url: string; transport: Transporter } | null = null;

export function mailTransport(smtpUrl: string | undefined): Transporter | null {
  if (!smtpUrl) return null;
  if (built?.url !== smtpUrl) {
    built?.transport.close();
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[1]);
    built = { url: smtpUrl, transport };
  }
  return built.transport;
}

/** Closes the process's transport (tests that change SMTP servers). */
export function closeMailTransport(): void {
  built?.transport.close();
  built = null;
}
