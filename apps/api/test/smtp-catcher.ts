// A real SMTP server for tests (smtp-server), which keeps every message it accepts parsed by mailparser, and
// can refuse for a while to play an outage. Each attempt's time is kept, to check the backoff between them.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  url: string;
  received: ParsedMail[];
  /** When each delivery was tried (accepted or refused), in ms since the catcher started. */
  attempts: number[];
  /** Refuse every message until set back to false, with a temporary failure (451). */
  refusing: boolean;
  /** How long each accepted message takes to be answered, as a real provider's does (0: at once). */
  delayMs: number;
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const started = performance.now();
  const catcher: SmtpCatcher = {
    url: '',
    received: [],
    attempts: [],
    refusing: false,
    delayMs: 0,
    waitFor: async (count, timeoutMs = 15_000) => {
      for (let waited = 0; catcher.received.length < count && waited < timeoutMs; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (catcher.received.length < count)
        throw new Error(`expected ${count} messages, received ${catcher.received.length}`);
      return catcher.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      catcher.attempts.push(performance.now() - started);
      if (catcher.refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream, { keepCidLinks: true }).then(
        (mail) => {
          catcher.received.push(mail);
          setTimeout(() => callback(), catcher.delayMs);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  catcher.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return catcher;
}
