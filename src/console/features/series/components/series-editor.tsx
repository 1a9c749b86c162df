/**
 * A series' editor: its details (texts, poster, settings, tags) beside a phone preview of the
 * viewer's page, its episodes and its subtitles, publication in the title bar. A new series has
 * only its details until it is saved, then the editor moves to its address. The upload panel is
 * composed by the route (`uploads`) into the Episodes tab.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Row, Spin, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { API_ERRORS } from '#shared/api-codes.ts';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { changedSinceOf } from '#shared/contract/console-version.ts';
import { localeOf } from '#shared/languages.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { UnsavedChangesGuard } from '#console/components/unsaved-changes-guard.tsx';
import type { EditorTab } from '#console/config/paths.ts';
import { isConsoleApiError } from '#console/lib/api-error.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useCreateSeries } from '../api/create-series.ts';
import { seriesKey, seriesQueryOptions, useSeries } from '../api/get-series.ts';
import { useTags } from '../api/get-tags.ts';
import { useUpdateSeries } from '../api/update-series.ts';
import { formSnapshot, toFormValues, toSeriesInput, type SeriesFormValues } from '../lib/series-form.ts';
import { seriesTitleIn } from '../lib/series-title.ts';
import { EpisodesTab } from './episodes-tab.tsx';
import { PhonePreview } from './phone-preview.tsx';
import { PublishButtons, PublishState, usePublication } from './publish-bar.tsx';
import { SeriesForm } from './series-form.tsx';
import { SubtitlesMatrix } from './subtitles-matrix.tsx';

export interface SeriesEditorProps {
  /** Undefined: a new series. */
  seriesId: number | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  /** Called with the new series' id once it is created. */
  onCreated: (id: number) => void;
  /** The upload panel for this series (the Episodes tab shows a marked slot without it). */
  uploads?: ReactNode;
  /** An upload panel replacing one episode's video (no Replace action without it). */
  replaceVideo?: (episodeId: number) => ReactNode;
}

/**
 * Refusals the form does not show above itself: a taken slug (shown at its field) and an ended
 * session (the sign-in dialog over the page says it; the save can be made again after).
 */
const INLINE_ELSEWHERE = [API_ERRORS.slugTaken.code, API_ERRORS.operatorUnauthorized.code];

export function SeriesEditor({ seriesId, tab, onTab, onCreated, uploads, replaceVideo }: SeriesEditorProps) {
  const t = useT();
  const locale = localeOf(useActiveLanguage()?.id ?? 3);
  const series = useSeries(seriesId);
  if (seriesId !== undefined && !series.data) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        {series.isError ? <Typography.Text type="danger">{series.error.message}</Typography.Text> : <Spin />}
      </Flex>
    );
  }
  return (
    <Editor
      key={seriesId ?? 'new'}
      series={series.data}
      tab={seriesId === undefined ? 'details' : tab}
      onTab={onTab}
      onCreated={onCreated}
      uploads={uploads}
      replaceVideo={replaceVideo}
      title={series.data ? seriesTitleIn(series.data, locale) : t('series.new')}
    />
  );
}

function Editor({
  series,
  tab,
  onTab,
  onCreated,
  uploads,
  replaceVideo,
  title,
}: Omit<SeriesEditorProps, 'seriesId'> & { series: SeriesDetail | undefined; title: string }) {
  const t = useT();
  const locale = localeOf(useActiveLanguage()?.id ?? 3);
  const [form] = Form.useForm<SeriesFormValues>();
  const values = Form.useWatch((all: SeriesFormValues) => all, { form, preserve: true });
  const id = series?.id ?? 0;
  const create = useCreateSeries();
  const update = useUpdateSeries(id);
  const publication = usePublication(id);
  const tags = useTags();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const client = useQueryClient();
  // The version of the details the form loaded (decision 0063), and the words of a save refused
  // because someone else saved them since (said until a save or a Reload).
  const [version, setVersion] = useState(series?.version);
  const [changedSince, setChangedSince] = useState<string>();
  const changedData = (failure: Error | null) =>
    isConsoleApiError(failure) ? changedSinceOf(failure.data) : undefined;
  /** Their version of the details in the form (what was typed is dropped). */
  const reload = async () => {
    const fresh = await client.fetchQuery({ ...seriesQueryOptions(id), staleTime: 0 });
    form.setFieldsValue(toFormValues(fresh));
    setVersion(fresh.version);
    setChangedSince(undefined);
    update.reset();
  };
  // Unsaved: the fields differ from the series as stored (the editor's answer after a save).
  const dirty =
    values !== undefined &&
    form.isFieldsTouched() &&
    formSnapshot(values) !== formSnapshot(toFormValues(series));
  // A new series' editor moves to its address once created: that is not leaving.
  const created = useRef(false);

  const submit = (formValues: SeriesFormValues) => {
    const input = toSeriesInput(formValues);
    const onError = (failure: Error) => {
      if (isConsoleApiError(failure, API_ERRORS.slugTaken.code))
        form.setFields([{ name: 'slug', errors: [failure.message] }]);
      const since = changedData(failure);
      if (!since) return;
      // Said, what was typed kept, the series asked again; saving again replaces their change.
      setChangedSince(failure.message);
      setVersion(since.version);
      void client.invalidateQueries({ queryKey: seriesKey(id) });
    };
    if (series) {
      update.mutate(version === undefined ? input : { ...input, version }, {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setChangedSince(undefined);
          notifySuccess(t('series.saved'));
        },
        onError,
      });
    } else {
      create.mutate(input, {
        onSuccess: (made) => {
          notifySuccess(t('series.created'));
          created.current = true;
          onCreated(made.id);
        },
        onError,
      });
    }
  };

  const details = (
    <Row gutter={[24, 24]} wrap>
      <Col flex="1 1 560px" style={{ minWidth: 0 }}>
        <SeriesForm
          form={form}
          initialValues={toFormValues(series)}
          seriesId={series?.id}
          poster={series?.poster ?? ''}
          locale={locale}
          error={
            error && !INLINE_ELSEWHERE.some((code) => isConsoleApiError(error, code)) && !changedData(error)
              ? error.message
              : undefined
          }
          changedSince={changedSince}
          onReload={() => void reload()}
          onSubmit={submit}
        />
      </Col>
      <Col flex="0 0 420px">
        <div style={{ position: 'sticky', top: 16 }}>
          <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 0 }}>
            {t('series.preview')}
          </Typography.Title>
          <PhonePreview
            values={values}
            poster={series?.poster ?? ''}
            episodes={series?.episodes ?? []}
            tags={tags.data?.items ?? []}
            initialLocale={locale}
          />
        </div>
      </Col>
    </Row>
  );

  return (
    <>
      <PageTitle
        extra={
          <Flex gap={8}>
            {series ? <PublishButtons series={series} publication={publication} /> : null}
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => form.submit()}>
              {series ? t('series.save') : t('series.create')}
            </Button>
          </Flex>
        }
      >
        {title}
      </PageTitle>
      {series ? <PublishState series={series} publication={publication} /> : null}
      <UnsavedChangesGuard dirty={dirty} allow={created} />
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as EditorTab)}
        items={[
          { key: 'details', label: t('series.tab_details'), children: details, forceRender: true },
          {
            key: 'episodes',
            label: t('series.tab_episodes', { count: series?.episodes.length ?? 0 }),
            disabled: !series,
            children: series ? (
              <EpisodesTab series={series} uploads={uploads} replaceVideo={replaceVideo} />
            ) : null,
          },
          {
            key: 'subtitles',
            label: t('series.tab_subtitles'),
            disabled: !series,
            children: series ? <SubtitlesMatrix series={series} /> : null,
          },
        ]}
      />
    </>
  );
}
