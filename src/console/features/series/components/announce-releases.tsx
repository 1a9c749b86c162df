/**
 * "Announce releases of all series now": the release job's run at once (it also runs every minute by itself),
 * for an editor who just put an episode out and wants its followers told now. Says what it did.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useT } from '#console/lib/i18n.ts';
import { notifyInfo, notifySuccess } from '#console/lib/notify.ts';
import { useCheckReleases } from '../api/check-releases.ts';

export function AnnounceReleases() {
  const t = useT();
  const check = useCheckReleases();
  const announce = () =>
    check.mutate(undefined, {
      onSuccess: ({ released, notices }) => {
        if (released === 0) notifyInfo(t('series.announce_none'));
        else notifySuccess(t('series.announced', { count: released, notices }));
      },
    });
  return (
    <Tooltip title={t('series.announce_hint')}>
      <Button icon={<NotificationOutlined />} loading={check.isPending} onClick={announce}>
        {t('series.announce_now')}
      </Button>
    </Tooltip>
  );
}
