/**
 * One article in one language: the Markdown (title line first) beside its preview as viewers
 * will see it; saving makes a new version. Support sees it read-only (the text greyed out, with
 * a note saying why). An unsaved text stays as
 * a draft of its article and language while the operator switches to another (use-article-drafts),
 * and leaving the screen with any draft asks first.
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { ArticleKey } from '#shared/contract/article.ts';
import { ARTICLE_BODY_MAX } from '#shared/contract/console-articles.ts';
import type { Locale } from '#shared/languages.ts';
import { UnsavedChangesGuard } from '#console/components/unsaved-changes-guard.tsx';
import { useT } from '#console/lib/i18n.ts';
import { languageName } from '#console/lib/language-marks.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useArticle } from '../api/get-article.ts';
import { useSaveArticle } from '../api/save-article.ts';
import { setArticleDraft, useArticleDrafts } from '../hooks/use-article-drafts.ts';
import { ArticlePreview } from './article-preview.tsx';
import { HistoryDrawer } from './history-drawer.tsx';

export function ArticleEditor({
  articleKey,
  locale,
  canWrite,
}: {
  articleKey: ArticleKey;
  locale: Locale;
  canWrite: boolean;
}) {
  const t = useT();
  const article = useArticle(articleKey, locale);
  const save = useSaveArticle();
  const drafts = useArticleDrafts();
  const [history, setHistory] = useState(false);
  const target = { key: articleKey, locale };
  const isThis = (d: { key: ArticleKey; locale: Locale }) => d.key === articleKey && d.locale === locale;
  // The operator's edit over what is served; undefined: not edited (or saved since).
  const draft = drafts.find(isThis)?.body;
  const elsewhere = drafts.filter((d) => !isThis(d));
  const guard = <UnsavedChangesGuard dirty={drafts.length > 0} />;
  if (!article.data) {
    return (
      <>
        {guard}
        <Skeleton active />
      </>
    );
  }
  const served = article.data.body;
  const body = draft ?? served;
  const changed = draft !== undefined && draft !== served;
  return (
    <>
      {guard}
      {elsewhere.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="article-other-drafts"
          title={t('articles.unsaved_elsewhere', {
            list: elsewhere
              .map((d) => `${t(`articles.key.${d.key}`)} · ${languageName(d.locale)}`)
              .join(', '),
          })}
        />
      )}
      {canWrite ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="article-read-only"
          title={t('articles.read_only')}
        />
      )}
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="article-version">
          {article.data.version === 0
            ? t('articles.builtin')
            : t('articles.version', { version: article.data.version })}
        </Typography.Text>
        <Flex gap={8}>
          <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
            {t('articles.history')}
          </Button>
          {canWrite && (
            <Button
              type="primary"
              disabled={!changed}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { key: articleKey, locale, body },
                  {
                    onSuccess: () => {
                      setArticleDraft(target, undefined);
                      notifySuccess(t('articles.saved'));
                    },
                  },
                )
              }
            >
              {t('articles.save')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap={16} align="stretch">
        <Input.TextArea
          aria-label={t('articles.editor')}
          value={body}
          disabled={!canWrite}
          maxLength={ARTICLE_BODY_MAX}
          onChange={(event) =>
            setArticleDraft(target, event.target.value === served ? undefined : event.target.value)
          }
          style={{ flex: 1, minHeight: 560, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <div
          style={{
            flex: 1,
            minHeight: 560,
            maxHeight: 640,
            overflow: 'auto',
            padding: 16,
            border: '1px solid #f0f0f0',
            borderRadius: 8,
          }}
        >
          <ArticlePreview body={body} />
        </div>
      </Flex>
      <HistoryDrawer
        article={article.data}
        canWrite={canWrite}
        open={history}
        onClose={() => setHistory(false)}
      />
    </>
  );
}
