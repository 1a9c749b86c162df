/**
 * Reading the outbox like a person reads a mailbox, and logging in with the code found there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './build-test-app.ts';

/** The newest 6-digit code mailed to an address. */
export function lastMailedCode(dataDir: string, email: string): { code: string; raw: string } {
  const outbox = path.join(dataDir, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    const body = raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    const match = /\b(\d{6})\b/.exec(body);
    if (match?.[1]) return { code: match[1], raw };
  }
  throw new Error(`no mail to ${email}`);
}

/** Sends a code to `email`, reads it from the outbox and logs in from the session `token`. */
export async function emailLogin(t: TestApp, token: string, email: string): Promise<string> {
  const sent = await t.api.post('/message/send-email', { email }, { language: 3 });
  if (sent.body.code !== 200) throw new Error(`send-email failed: ${JSON.stringify(sent.body)}`);
  const { code } = lastMailedCode(t.config.dataDir, email);
  const res = await t.api.post('/user/email-bind', { email, code }, { token, language: 3 });
  const data = res.body.data as { user_token?: string } | null;
  if (res.body.code !== 200 || !data?.user_token)
    throw new Error(`email-bind failed: ${JSON.stringify(res.body)}`);
  return data.user_token;
}
