/** One plain-text message to one address. */
export type MailMessage = { to: string; subject: string; text: string };

/** Sends mail; the embedded default writes each message to an outbox folder (outbox-mailer.ts). */
export type Mailer = { send: (message: MailMessage) => Promise<{ id: string }> };
