import { z } from 'zod';
import { CODE_LENGTH, LOGIN_EMAIL_MAX } from '../constants.ts';

const email = z.string().trim().toLowerCase().max(LOGIN_EMAIL_MAX).pipe(z.email());

/** POST /message/send-email (no token). */
export const sendEmailRequest = z.object({ email });
/** Seconds until another code may be asked for this address. */
export const sendEmailData = z.object({ interval: z.number().int() });

/** POST /user/email-bind: the email login (SPEC 7). */
export const emailBindRequest = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)),
});
