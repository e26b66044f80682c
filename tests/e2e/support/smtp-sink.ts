/**
 * A real SMTP server for the browser tests: it accepts every mail on E2E_SMTP_PORT (default 2525)
 * and keeps it in memory; E2E_SMTP_HTTP_PORT (default 2526) answers `GET /health` and
 * `GET /messages` as JSON `[{ to, subject, text, html, date }]`, oldest first. The MIME parsing
 * covers what nodemailer sends: headers with RFC 2047 encoded words, a single part or
 * multipart/alternative, quoted-printable, base64 or plain transfer encodings.
 * Run with `npx tsx tests/e2e/support/smtp-sink.ts` (playwright.config.ts starts it).
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2526);
const messages: SinkMessage[] = [];

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The text and HTML parts of a MIME entity, walking nested multiparts. */
function parts(raw: string): { text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const out = { text: '', html: '' };
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const inner = parts(chunk.replace(/^\r?\n/, ''));
      out.text ||= inner.text;
      out.html ||= inner.html;
    }
    return out;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r?\n$/, '');
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

export function parseMail(raw: string, recipients: string[]): SinkMessage {
  const { headers } = splitHead(raw);
  return {
    to: recipients,
    subject: decodeWords(headers.get('subject') ?? ''),
    ...parts(raw),
    date: new Date().toISOString(),
  };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
      callback();
    });
  },
});

const http = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0];
  if (req.method === 'GET' && path === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  } else if (req.method === 'GET' && path === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  } else {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
  }
});

smtp.listen(SMTP_PORT, '127.0.0.1', () => {
  http.listen(HTTP_PORT, '127.0.0.1', () => {
    process.stdout.write(`smtp sink: SMTP on ${SMTP_PORT}, HTTP on ${HTTP_PORT}\n`);
  });
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
