/**
 * A person's name as the viewer app shows it (`#console/lib/person-name.ts`), one not of their
 * choosing (from the email, or "Guest <uid>") marked as such.
 */
import { Typography } from 'antd';
import { useT } from '#console/lib/i18n.ts';
import { personName } from '#console/lib/person-name.ts';

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
  const { name, chosen } = personName(t, { nickname, email, uid });
  if (chosen) return <>{name}</>;
  return (
    <>
      {name} <Typography.Text type="secondary">{t('people.name_not_chosen')}</Typography.Text>
    </>
  );
}
