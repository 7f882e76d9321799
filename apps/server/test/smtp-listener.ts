import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the SMTP server received it, its body decoded. */
export type ReceivedMail = {
  auth?: { user: string; pass: string };
  mailFrom: string;
  rcptTo: string[];
  headers: Record<string, string>;
  body: string;
};

export type SmtpListener = {
  url: (credentials?: string) => string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parseMessage(data: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const unstuffed = data.replace(/^\.\./gm, '.');
  const split = unstuffed.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  // Folded header lines (a line break then white space) belong to the header above.
  for (const line of unstuffed
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = unstuffed.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : Buffer.from(raw, 'latin1').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

const plainCredentials = (b64: string) => {
  const [, user = '', pass = ''] = Buffer.from(b64, 'base64').toString('utf8').split('\0');
  return { user, pass };
};

/**
 * A mail server on a free loopback port that speaks just enough SMTP
 * (EHLO, AUTH PLAIN and LOGIN, MAIL, RCPT, DATA, RSET, QUIT) for a real client
 * to deliver to it, and keeps what it receives. `refuse` messages are answered
 * 451 (try again later) at MAIL FROM before it starts accepting.
 */
export async function startSmtpListener(options: { refuse?: number } = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let refuse = options.refuse ?? 0;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let auth: ReceivedMail['auth'];
    let envelope: { mailFrom: string; rcptTo: string[] } = { mailFrom: '', rcptTo: [] };
    let mode: 'command' | 'data' | 'auth-plain' | 'auth-user' | 'auth-pass' = 'command';
    let user = '';
    let buffer = '';

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      const arg = line.slice(5).trim();
      if (mode === 'auth-plain') return ((auth = plainCredentials(line)), (mode = 'command'), reply('235 2.7.0 ok'));
      if (mode === 'auth-user')
        return ((user = Buffer.from(line, 'base64').toString()), (mode = 'auth-pass'), reply('334 UGFzc3dvcmQ6'));
      if (mode === 'auth-pass') {
        auth = { user, pass: Buffer.from(line, 'base64').toString() };
        mode = 'command';
        return reply('235 2.7.0 ok');
      }
      if (verb === 'EHLO') return reply('250-test.smtp\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8');
      if (verb === 'HELO' || verb === 'NOOP') return reply('250 ok');
      if (verb === 'AUTH') {
        const [method, initial] = arg.split(' ');
        if (method?.toUpperCase() === 'PLAIN' && initial)
          return ((auth = plainCredentials(initial)), reply('235 2.7.0 ok'));
        if (method?.toUpperCase() === 'PLAIN') return ((mode = 'auth-plain'), reply('334 '));
        return ((mode = 'auth-user'), reply('334 VXNlcm5hbWU6'));
      }
      if (verb === 'MAIL') {
        if (refuse > 0) return (refuse--, reply('451 4.3.0 mail server busy, try again later'));
        envelope = { mailFrom: /<([^>]*)>/.exec(arg)?.[1] ?? '', rcptTo: [] };
        return reply('250 ok');
      }
      if (verb === 'RCPT') return (envelope.rcptTo.push(/<([^>]*)>/.exec(arg)?.[1] ?? ''), reply('250 ok'));
      if (verb === 'DATA') return ((mode = 'data'), reply('354 end with <CRLF>.<CRLF>'));
      if (verb === 'RSET') return ((envelope = { mailFrom: '', rcptTo: [] }), reply('250 ok'));
      if (verb === 'QUIT') return (reply('221 bye'), socket.end());
      return reply('502 5.5.2 not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ auth, ...envelope, ...parseMessage(buffer.slice(0, end + 2)) });
          buffer = buffer.slice(end + 5);
          mode = 'command';
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
    reply('220 test.smtp ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (credentials) => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
