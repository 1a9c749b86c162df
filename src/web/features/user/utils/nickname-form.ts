/** The nickname field of the settings page: the shared rules, as message keys of this app. */
import { checkNickname, firstGraphemes, graphemes, NICKNAME_MAX } from '#shared/contract/user.ts';
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

/** Characters as the server counts them: as people see them (👩‍👩‍👧‍👦 is one, so is ผู้). */
export function nicknameLength(raw: string): number {
  return graphemes(raw).length;
}

/**
 * The field stops at NICKNAME_MAX characters: what is typed or pasted beyond is left out,
 * never half a character (an emoji sequence stays whole or goes whole). `cut`: something was
 * left out, for the field to say so ('setting.nickname_cut').
 */
export function fitNicknameInput(raw: string): { value: string; cut: boolean } {
  const value = firstGraphemes(raw, NICKNAME_MAX);
  return { value, cut: value.length < raw.length };
}

/** The field's text after a change: `fitNicknameInput`'s value. */
export function limitNickname(raw: string): string {
  return fitNicknameInput(raw).value;
}
