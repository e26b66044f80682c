/**
 * A real SMTP server for tests (the `smtp-server` package) on a local port: it accepts every
 * mail without authentication or TLS and keeps each one's raw source, headers and text body.
 * It can be stopped and started again on the same port (a mail server that goes away).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0 && !headers.has(line.slice(0, i).toLowerCase()))
      headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  const part = raw.split(/Content-Type: text\/plain[^\r\n]*\r?\n/i)[1] ?? '';
  const encoded = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .split(/\r?\n--/)[0];
  const quotedPrintable = /Content-Transfer-Encoding: quoted-printable/i.test(
    part.split(/\r?\n\r?\n/)[0],
  );
  const text = quotedPrintable
    ? Buffer.from(
        encoded
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8')
    : encoded;
  return {
    from,
    to,
    raw,
    header: (n) => headers.get(n.toLowerCase()),
    text: text.replace(/\r\n/g, '\n'),
  };
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push(
              parse(
                Buffer.concat(chunks).toString('utf8'),
                session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                session.envelope.rcptTo.map((r) => r.address),
              ),
            );
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server!.server.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())).then(
        () => void (server = null),
      ),
    start: async () => void (await listen(bound)),
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      return received;
    },
  };
}
