import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Mail through an SMTP server (SMTP_URL, issue 18, point 9), with nodemailer:
 * `smtp://user:pass@host:587` upgrades with STARTTLS when the server offers it,
 * `smtps://…:465` is TLS from the start. A refused or unreachable server throws,
 * so the job that sends retries later; nothing here retries on its own.
 */
export function createSmtpMailer(options: { url: string; from: string; logger: FastifyBaseLogger }): Mailer {
  // Shorter than nodemailer's defaults (2 and 10 minutes): a job waiting on a silent server holds a worker.
  const transport = createTransport({ url: options.url, connectionTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      // The server's id and reply, never the address or the text (STYLE habit 7).
      options.logger.info({ mail: info.messageId, response: info.response }, 'mail sent over SMTP');
      return { id: info.messageId };
    },
  };
}
