/**
 * Episode videos for one series: drop many files at once (or one, to replace an episode's
 * video), check the numbers read from their names, start, and watch each upload (resumable:
 * tus) with its percentage, speed, pause, resume, cancel and, on failure, the server's words
 * and a retry. Nothing starts while two files claim one episode number (an alert names them);
 * "Clear finished" takes the uploaded files off the list. The series page composes it:
 *
 *   <EpisodeUploader seriesId={id} onUploaded={(file) => refetchEpisodes()} />
 *   <EpisodeUploader seriesId={id} episodeId={episode.id} onUploaded={...} />
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Typography, Upload } from 'antd';
import { VIDEO_ACCEPT } from '#shared/contract/console-uploads.ts';
import { useT } from '#console/lib/i18n.ts';
import { useEpisodeUploads, type UploadedEpisodeFile } from '../hooks/use-episode-uploads.ts';
import { numberClashes } from '../lib/upload-queue.ts';
import { useUnfinishedUploads } from '../hooks/use-unfinished-uploads.ts';
import { UploadTable } from './upload-table.tsx';

export interface EpisodeUploaderProps {
  seriesId: number;
  /** Replace this episode's video (it keeps its id, unlocks and progress). */
  episodeId?: number;
  /** Each file the server has whole (it is queued for transcoding there). */
  onUploaded?: (file: UploadedEpisodeFile) => void;
}

export function EpisodeUploader({ seriesId, episodeId, onUploaded }: EpisodeUploaderProps) {
  const t = useT();
  const replacing = episodeId !== undefined;
  const uploads = useEpisodeUploads({ seriesId, episodeId, onUploaded });
  const unfinished = useUnfinishedUploads(seriesId, episodeId);
  const { rows } = uploads;
  const ready = rows.filter((r) => r.status === 'ready').length;
  const done = rows.filter((r) => r.status === 'done').length;
  const clashes = numberClashes(rows);
  const waiting = unfinished.filter((name) => !rows.some((r) => r.name === name && r.status !== 'ready'));

  return (
    <Flex vertical gap={16}>
      {waiting.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('uploads.unfinished_title')}
          description={t('uploads.unfinished_text', { names: waiting.join(', ') })}
        />
      )}
      <Upload.Dragger
        accept={VIDEO_ACCEPT}
        multiple={!replacing}
        showUploadList={false}
        beforeUpload={(file) => {
          uploads.add([file]);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('uploads.drop_title')}</p>
        <p className="ant-upload-hint">{t(replacing ? 'uploads.drop_hint_replace' : 'uploads.drop_hint')}</p>
      </Upload.Dragger>
      {rows.length > 0 && (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary" data-testid="upload-summary">
              {t('uploads.summary', { done, total: rows.filter((r) => !r.refused).length })}
            </Typography.Text>
            <Space wrap>
              {done > 0 && (
                <Button onClick={uploads.clearFinished} data-testid="upload-clear-done">
                  {t('uploads.clear_done', { count: done })}
                </Button>
              )}
              <Button type="primary" disabled={ready === 0 || clashes.length > 0} onClick={uploads.startAll}>
                {t('uploads.start', { count: ready })}
              </Button>
            </Space>
          </Flex>
          {clashes.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('uploads.clash_title')}
              description={clashes.map((clash) => (
                <div key={clash.number}>
                  {t('uploads.clash', { number: clash.number, names: clash.names.join(', ') })}
                </div>
              ))}
              data-testid="upload-clash"
            />
          )}
          <UploadTable rows={rows} replacing={replacing} existing={uploads.existing} actions={uploads} />
        </>
      )}
    </Flex>
  );
}
