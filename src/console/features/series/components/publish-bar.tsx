/**
 * Publication: a draft's Publish button, a published series' date and Unpublish (confirmed).
 * When the server refuses (921), its message, which lists what is missing, is shown as it is.
 * `usePublication` holds both calls, so the buttons (in the title) and the state (under it) agree.
 * A warning (not a refusal) names the languages without a title: their viewers read another
 * language's title (English first, as the server falls back).
 */
import { Alert, App, Badge, Button, Flex } from 'antd';
import { CONSOLE_LOCALES, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { usePublishSeries } from '../api/publish-series.ts';
import { useUnpublishSeries } from '../api/unpublish-series.ts';
import { languageName } from '#console/lib/language-marks.ts';

export function usePublication(id: number) {
  return { publish: usePublishSeries(id), unpublish: useUnpublishSeries(id) };
}
type Publication = ReturnType<typeof usePublication>;

export function PublishButtons({ series, publication }: { series: SeriesDetail; publication: Publication }) {
  const t = useT();
  const { modal } = App.useApp();
  const { publish, unpublish } = publication;
  if (series.published_at === null) {
    return (
      <Button
        type="primary"
        ghost
        loading={publish.isPending}
        onClick={() => {
          unpublish.reset();
          publish.mutate(undefined, { onSuccess: () => notifySuccess(t('series.published_now')) });
        }}
      >
        {t('series.publish')}
      </Button>
    );
  }
  return (
    <Button
      danger
      loading={unpublish.isPending}
      onClick={() =>
        modal.confirm({
          title: t('series.unpublish_confirm'),
          content: t('series.unpublish_text'),
          okText: t('series.unpublish'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => {
            publish.reset();
            unpublish.mutate(undefined, { onSuccess: () => notifySuccess(t('series.unpublished_now')) });
          },
        })
      }
    >
      {t('series.unpublish')}
    </Button>
  );
}

/** The publication state under the title, and the last refusal of Publish or Unpublish. */
export function PublishState({ series, publication }: { series: SeriesDetail; publication: Publication }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const error = publication.publish.error ?? publication.unpublish.error;
  const untitled = CONSOLE_LOCALES.filter((locale) => !series.texts[locale]?.title.trim());
  const titled = untitled.length < CONSOLE_LOCALES.length;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {series.published_at ? (
        <Badge
          status="success"
          text={t('series.published_at', { time: formatDateTime(series.published_at, language) })}
        />
      ) : (
        <Badge status="default" text={t('series.draft_help')} />
      )}
      {error ? (
        <Alert type="warning" showIcon title={error.message} role="alert" data-testid="publish-refusal" />
      ) : null}
      {titled && untitled.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('series.titles_missing', { languages: untitled.map(languageName).join(', ') })}
          role="status"
          data-testid="publish-missing-titles"
        />
      ) : null}
    </Flex>
  );
}
