/** My account: sign out every other browser where the operator is signed in; this one stays. */
import { Button, Card, Popconfirm, Typography } from 'antd';
import { notifySuccess } from '#console/lib/notify.ts';
import { useT } from '#console/lib/i18n.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';

export function OtherSessions() {
  const t = useT();
  const end = useEndOtherSessions();
  const signOutOthers = () =>
    end.mutate(undefined, {
      onSuccess: ({ sessions_ended }) => notifySuccess(t('account.others_done', { count: sessions_ended })),
    });
  return (
    <Card title={t('account.sessions_title')} size="small">
      <Typography.Paragraph type="secondary">{t('account.sessions_text')}</Typography.Paragraph>
      <Popconfirm
        title={t('account.others_confirm')}
        okText={t('account.others_submit')}
        cancelText={t('common.cancel')}
        onConfirm={signOutOthers}
      >
        <Button loading={end.isPending}>{t('account.others_submit')}</Button>
      </Popconfirm>
    </Card>
  );
}
