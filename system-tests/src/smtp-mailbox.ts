import { SMTPServer } from 'smtp-server';
import { findFreePort } from '@studio/local-runner/free-port';

export interface DeliveredMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on a fixed free port that can be taken down and
 * brought back on the same port, keeping every message it accepted.
 */
export class SmtpMailbox {
  readonly received: DeliveredMail[] = [];
  private server: SMTPServer | undefined;

  private constructor(private readonly port: number) {}

  static async start(): Promise<SmtpMailbox> {
    const mailbox = new SmtpMailbox(await findFreePort());
    await mailbox.up();
    return mailbox;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mail received for one address. */
  to(address: string): DeliveredMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Pooled senders keep connections open; going down must not wait for them.
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open connections: senders get connection errors until `up()`. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
