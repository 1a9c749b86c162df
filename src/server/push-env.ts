/**
 * Web Push settings (issue 19, decision 0042), read by env.ts with the rest of the
 * environment: the VAPID key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; both or neither,
 * generated once into DATA_DIR/vapid.json, 0600, when unset), VAPID_SUBJECT (mailto: or https:),
 * PUSH_ALLOW_ORIGIN (tests and sandboxes only: one http(s) origin on a private address that push
 * endpoints may use; never set by default), and how often the release job looks for new episodes.
 */
import { z } from 'zod';
import { loadOrCreateVapidKeys } from './generated-secrets.ts';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const base64url = /^[A-Za-z0-9_-]+$/;

export const pushEnvShape = {
  VAPID_PUBLIC_KEY: optional.pipe(z.string().regex(base64url, 'base64url').length(87).optional()),
  VAPID_PRIVATE_KEY: optional.pipe(z.string().regex(base64url, 'base64url').length(43).optional()),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_ALLOW_ORIGIN: optional.pipe(
    z
      .url()
      .refine((v) => new URL(v).origin === v.replace(/\/+$/, ''), 'an origin: scheme, host and port only')
      .optional(),
  ),
  RELEASE_CHECK_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
};

type PushEnv = z.infer<z.ZodObject<typeof pushEnvShape>>;

export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** An origin push endpoints may use although it is not https on a public host (tests only). */
  allowOrigin: string | undefined;
  releaseCheckSeconds: number;
}

/** The push settings, or the problems with them. */
export function pushConfigOf(
  e: PushEnv,
  options: { dataDir: string; persist: boolean; publicUrl: string | undefined },
): PushConfig | string[] {
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither (then they are generated)'];
  }
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(options.dataDir, options.persist);
  // Push services want a way to reach the sender: the site itself when nothing else is said.
  const subject =
    e.VAPID_SUBJECT ??
    (options.publicUrl?.startsWith('https://') ? options.publicUrl : 'mailto:push@localhost');
  return {
    vapid: { ...keys, subject },
    allowOrigin: e.PUSH_ALLOW_ORIGIN?.replace(/\/+$/, ''),
    releaseCheckSeconds: e.RELEASE_CHECK_SECONDS,
  };
}
