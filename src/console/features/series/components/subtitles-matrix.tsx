/**
 * Subtitle coverage: episodes by the five languages, each cell present or missing. A cell opens
 * a menu to upload a .vtt or .srt for that episode and language (replacing one present) or to
 * delete it. A file the server refuses (923) shows every problem it found in a dialog.
 */
import { CheckOutlined, DeleteOutlined, MinusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { API_ERRORS } from '#shared/api-codes.ts';
import {
  CONSOLE_LOCALES,
  type ConsoleEpisode,
  type ConsoleLocale,
  type SeriesDetail,
} from '#shared/contract/console-catalogue.ts';
import { isConsoleApiError } from '#console/lib/api-error.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifyError, notifySuccess } from '#console/lib/notify.ts';
import { useDeleteSubtitle } from '../api/delete-subtitle.ts';
import { subtitleProblemsOf, useUploadSubtitle, type SubtitleTarget } from '../api/upload-subtitle.ts';
import { languageName } from '#console/lib/language-marks.ts';
import { SubtitleProblemsDialog, type Refusal } from './subtitle-problems-dialog.tsx';

const ACCEPT = '.vtt,.srt,text/vtt,application/x-subrip';

export function SubtitlesMatrix({ series }: { series: SeriesDetail }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<SubtitleTarget & { number: number }>();
  const [refusal, setRefusal] = useState<Refusal>();
  const upload = useUploadSubtitle(series.id);
  const remove = useDeleteSubtitle(series.id);
  const { modal } = App.useApp();

  const send = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !target) return;
    upload.mutate(
      { target, file },
      {
        onSuccess: () => notifySuccess(t('series.subtitle_saved')),
        onError: (error) => {
          if (isConsoleApiError(error, API_ERRORS.subtitleInvalid.code)) {
            const problems = subtitleProblemsOf(error.data);
            setRefusal({ ...problems, episode: target.number, locale: target.locale, file: file.name });
          } else notifyError(error.message);
        },
      },
    );
  };

  const confirmDelete = (episode: ConsoleEpisode, locale: ConsoleLocale) =>
    modal.confirm({
      title: t('series.subtitle_delete_confirm', { number: episode.number, language: languageName(locale) }),
      okText: t('series.subtitle_delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ episodeId: episode.id, locale }),
    });

  const cell = (episode: ConsoleEpisode, locale: ConsoleLocale) => {
    const present = episode.subtitles.includes(locale);
    const pick = () => {
      setTarget({ episodeId: episode.id, locale, number: episode.number });
      input.current?.click();
    };
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'upload',
              icon: <UploadOutlined />,
              label: t(present ? 'series.subtitle_replace' : 'series.subtitle_upload'),
              onClick: pick,
            },
            ...(present
              ? [
                  {
                    key: 'delete',
                    icon: <DeleteOutlined />,
                    danger: true,
                    label: t('series.subtitle_delete'),
                    onClick: () => confirmDelete(episode, locale),
                  },
                ]
              : []),
          ],
        }}
      >
        <Button
          size="small"
          color={present ? 'green' : 'default'}
          variant={present ? 'outlined' : 'dashed'}
          icon={present ? <CheckOutlined /> : <MinusOutlined />}
          loading={upload.isPending && target?.episodeId === episode.id && target.locale === locale}
          data-testid={`subtitle-${episode.number}-${locale}`}
          aria-label={t(present ? 'series.subtitle_cell_present' : 'series.subtitle_cell_missing', {
            number: episode.number,
            language: languageName(locale),
          })}
        >
          {t(present ? 'series.subtitle_present' : 'series.subtitle_missing')}
        </Button>
      </Dropdown>
    );
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('series.subtitles_help')}</Typography.Paragraph>
      <Table<ConsoleEpisode>
        rowKey="id"
        size="small"
        dataSource={series.episodes}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('series.no_episodes') }}
        columns={[
          { key: 'number', title: '#', width: 56, render: (_value, episode) => episode.number },
          ...CONSOLE_LOCALES.map((locale) => ({
            key: locale,
            title: `${languageName(locale)} (${series.episodes.filter((e) => e.subtitles.includes(locale)).length}/${series.episodes.length})`,
            render: (_value: unknown, episode: ConsoleEpisode) => cell(episode, locale),
          })),
        ]}
      />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        style={{ display: 'none' }}
        data-testid="subtitle-input"
        onChange={(event) => send(event.target.files?.[0])}
      />
      <SubtitleProblemsDialog refusal={refusal} onClose={() => setRefusal(undefined)} />
    </>
  );
}
