import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

// A header value on one line: a CR or LF in it would start a header of the sender's choosing.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** RFC 5322 header value with non-ASCII text as an RFC 2047 encoded word. */
const headerText = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

function messageFile(message: MailMessage, from: string, id: string, at: Date): string {
  const headers = [
    `Message-ID: <${id}>`,
    `Date: ${at.toUTCString()}`,
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${headerText(oneLine(message.subject))}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/**
 * The embedded mail driver (issue 18, point 9): each message is written as an
 * `.eml` file to `dir` (DATA_DIR/outbox), which any mail client opens, and the
 * log says where. Nothing leaves the machine. The file appears whole: it is
 * written under a temporary name and renamed.
 */
export function createOutboxMailer(options: { dir: string; from: string; logger: FastifyBaseLogger }): Mailer {
  return {
    async send(message) {
      const at = new Date();
      const id = `${randomUUID()}@listlens.outbox`;
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.eml`;
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, name);
      await writeFile(`${file}.part`, messageFile(message, options.from, id, at), { mode: 0o600 });
      await rename(`${file}.part`, file);
      // The file, never the address or the text: logs carry ids, not payloads (STYLE habit 7).
      options.logger.info({ mail: id, file }, 'mail written to the outbox');
      return { id };
    },
  };
}
