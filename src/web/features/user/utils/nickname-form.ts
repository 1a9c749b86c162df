/** The nickname field of the settings page: the shared rules, as message keys of this app. */
import { checkNickname, NICKNAME_MAX } from '#shared/contract/user.ts';
import type { MessageKey } from '#web/lib/i18n.ts';

export { NICKNAME_MAX };

export type NicknameCheck = { ok: true; value: string } | { ok: false; messageKey: MessageKey };

const MESSAGES = {
  required: 'setting.nickname_required',
  too_long: 'setting.nickname_too_long',
  invalid: 'setting.nickname_invalid',
} as const satisfies Record<string, MessageKey>;

export function validateNicknameInput(raw: string): NicknameCheck {
  const result = checkNickname(raw);
  return result.ok ? result : { ok: false, messageKey: MESSAGES[result.problem] };
}

/** Characters as the server counts them (code points: an emoji is one). */
export function nicknameLength(raw: string): number {
  return [...raw].length;
}

/** The field stops at NICKNAME_MAX characters: what is typed or pasted beyond is left out. */
export function limitNickname(raw: string): string {
  const chars = [...raw];
  return chars.length > NICKNAME_MAX ? chars.slice(0, NICKNAME_MAX).join('') : raw;
}
