import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** Each part's decoded body by content type (text/plain, text/html). */
  parts: Record<string, string>;
  raw: string;
};

/**
 * A real SMTP server on a free local port, without authentication, keeping every message it accepts; `options` may
 * refuse some (onRcptTo...).
 */
export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  let tries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      tries++;
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ from, to, ...parseMessage(raw), raw });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many sends were begun (MAIL FROM), refused ones included. */
    tries: () => tries,
    /** The messages sent to one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const headersOf = (head: string) =>
  Object.fromEntries(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );

function decode(body: string, encoding = '7bit') {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const text = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Just enough MIME for the store's messages: top-level headers and the parts of a multipart/alternative body. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  for (const chunk of boundary ? raw.split(`--${boundary}`).slice(1, -1) : []) {
    const body = chunk.replace(/^\r\n/, '');
    const end = body.indexOf('\r\n\r\n');
    const partHeaders = headersOf(body.slice(0, end));
    const type = (partHeaders['content-type'] ?? '').split(';')[0] ?? '';
    parts[type] = decode(body.slice(end + 4).replace(/\r\n$/, ''), partHeaders['content-transfer-encoding']);
  }
  return { headers, parts };
}
