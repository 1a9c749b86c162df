/**
 * An episode's Delete action: confirmed, for an episode no viewer can have watched or paid for
 * (the server's `deletable`); any other shows the action disabled and says why (replace its
 * video instead). Later episodes move up one number, as the server renumbers them.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ConsoleEpisode } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useDeleteEpisode } from '../api/delete-episode.ts';

export function DeleteEpisode({ seriesId, episode }: { seriesId: number; episode: ConsoleEpisode }) {
  const t = useT();
  const remove = useDeleteEpisode(seriesId);
  const { number } = episode;
  const label = t('series.episode_delete_of', { number });
  if (episode.deletable !== true) {
    const why = t('series.episode_delete_blocked', { number });
    return (
      <Tooltip title={why}>
        {/* A disabled button fires no pointer events: the wrapper shows the reason. */}
        <span tabIndex={0} aria-label={why} data-testid={`delete-blocked-${number}`}>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled aria-label={label} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={t('series.episode_delete_confirm', { number })}
      description={t('series.episode_delete_text')}
      okText={t('series.episode_delete')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('common.cancel')}
      onConfirm={() =>
        remove.mutateAsync(episode.id).then(
          () => notifySuccess(t('series.episode_deleted', { number })),
          // The refusal was shown by the client's error message; the row stays.
          () => undefined,
        )
      }
    >
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        loading={remove.isPending}
        aria-label={label}
        title={label}
      />
    </Popconfirm>
  );
}
