/**
 * A person's name as the viewer app shows it (server `displayNickname`): the one they chose, else
 * their email's part before the @, else "Guest <uid>", the last two marked as not chosen, so
 * support and the viewer speak of the same name.
 */
import { Typography } from 'antd';
import { fitNickname } from '#shared/contract/user.ts';
import { useT } from '#console/lib/i18n.ts';

export function PersonName({
  nickname,
  email,
  uid,
}: {
  nickname: string;
  email: string | null;
  uid: number;
}) {
  const t = useT();
  if (nickname !== '') return <>{nickname}</>;
  const fromEmail = email ? fitNickname(email.split('@')[0] ?? '') : '';
  return (
    <>
      {fromEmail || t('people.guest_name', { uid })}{' '}
      <Typography.Text type="secondary">{t('people.name_not_chosen')}</Typography.Text>
    </>
  );
}
