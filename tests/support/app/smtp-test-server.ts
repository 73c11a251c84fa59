import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  /** The text body, decoded. */
  text: string;
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Recipients refused so far, one entry per refusal. */
  refused: string[];
  /** Return true to refuse this recipient this time (the way a full mailbox or a busy server does). */
  refuseRecipient: (address: string) => boolean;
  close: () => Promise<void>;
}

/** A real SMTP server on a free local port that keeps whatever it is sent. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    port: 0,
    url: '',
    received: [],
    refused: [],
    refuseRecipient: () => false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refuseRecipient(address.address)) return callback();
      state.refused.push(address.address);
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** Headers and the decoded body of a single-part text mail, as nodemailer writes it. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return { headers, text: (encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body).replaceAll('\r\n', '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
