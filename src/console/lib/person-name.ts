/**
 * A person's name as the viewer app shows it (server `displayNickname`), wherever the console
 * names a viewer (the People pages, the audit log): the one they chose, else their email's part
 * before the @, else "Guest <uid>"; the last two are not of their choosing, so support and the
 * viewer speak of the same name.
 */
import { fitNickname } from '#shared/contract/user.ts';
import type { Translate } from './i18n.ts';

export interface Named {
  nickname: string;
  email: string | null;
  uid: number;
}

export function personName(t: Translate, person: Named): { name: string; chosen: boolean } {
  if (person.nickname !== '') return { name: person.nickname, chosen: true };
  const fromEmail = person.email ? fitNickname(person.email.split('@')[0] ?? '') : '';
  return { name: fromEmail || t('people.guest_name', { uid: person.uid }), chosen: false };
}
