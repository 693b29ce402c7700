// A staff account's TOTP code, as its authenticator app would show it, by otplib (the server's own library,
// docs/api.md, Staff API). otplib is ES modules only, which this suite's CommonJS Jest cannot load, so a
// Node process of its own computes it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = `import('otplib').then(async ({ generate }) =>
  process.stdout.write(await generate({ secret: process.argv[1], epoch: Number(process.argv[2]) })))`;

/** The code of the step `steps` after the current one (0 now, 1 the next: the server allows a step of drift). */
export async function totpCode(secret: string, steps = 0): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + steps * 30;
  const { stdout } = await run(process.execPath, ['-e', SCRIPT, secret, String(epoch)]);
  return stdout.trim();
}
