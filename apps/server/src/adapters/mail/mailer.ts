/** One plain-text message to one address. */
export type MailMessage = { to: string; subject: string; text: string };

/** Sends mail: SMTP when SMTP_URL is set (smtp-mailer.ts), otherwise each message is written to an outbox folder (outbox-mailer.ts). */
export type Mailer = { send: (message: MailMessage) => Promise<{ id: string }> };
