import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it("keeps login codes the owner's alone: folder 0700, messages 0600", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'app@example.com',
      log: () => undefined,
    });
    await mailer.send({ to: 'a@example.com', subject: 'Code', text: '123456', html: '<p>123456</p>' });
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(outboxDir);
    expect(statSync(path.join(outboxDir, file ?? '')).mode & 0o777).toBe(0o600);
  });
});
