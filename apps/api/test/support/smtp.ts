import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Delivered {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping what it receives. */
export async function startSmtpServer() {
  const delivered: Delivered[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { smtp, delivered, url: `smtp://127.0.0.1:${port}` };
}
