/** An article's versions, newest first, with who saved each and when; view one, restore one. */
import { Button, Drawer, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ArticleKey } from '#shared/contract/article.ts';
import type { ArticleDetail } from '#shared/contract/console-articles.ts';
import type { Locale } from '#shared/languages.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useArticleVersion } from '../api/get-article-version.ts';
import { useRestoreArticle } from '../api/save-article.ts';
import { ArticlePreview } from './article-preview.tsx';

export function HistoryDrawer({
  article,
  canWrite,
  open,
  onClose,
}: {
  article: ArticleDetail;
  canWrite: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const key = article.key as ArticleKey;
  const locale = article.locale as Locale;
  const [viewing, setViewing] = useState<number | undefined>();
  const version = useArticleVersion(key, locale, viewing);
  const restore = useRestoreArticle();
  return (
    <Drawer open={open} onClose={onClose} title={t('articles.history')} size="large">
      {article.history.length === 0 && (
        <Typography.Text type="secondary">{t('articles.no_history')}</Typography.Text>
      )}
      <List
        dataSource={article.history}
        renderItem={(v) => (
          <List.Item
            data-testid={`article-version-${v.version}`}
            actions={[
              <Button key="view" size="small" onClick={() => setViewing(v.version)}>
                {t('articles.view')}
              </Button>,
              ...(canWrite && v.version !== article.version
                ? [
                    <Popconfirm
                      key="restore"
                      title={t('articles.restore_confirm', { version: v.version })}
                      onConfirm={() =>
                        restore.mutate(
                          { key, locale, version: v.version },
                          { onSuccess: () => notifySuccess(t('articles.restored', { version: v.version })) },
                        )
                      }
                    >
                      <Button size="small" loading={restore.isPending}>
                        {t('articles.restore')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <Flex vertical>
              <Typography.Text strong>
                {t('articles.version', { version: v.version })}{' '}
                {v.version === article.version && <Tag color="green">{t('articles.live')}</Tag>}
                {v.restored_from !== null && (
                  <Tag>{t('articles.restored_from', { version: v.restored_from })}</Tag>
                )}
              </Typography.Text>
              <Typography.Text type="secondary">
                {v.operator_name} · {formatDateTime(v.created_at, language)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {viewing !== undefined && version.data?.body !== undefined && (
        <div style={{ borderTop: '1px solid #f0f0f0', paddingTop: 16 }}>
          <ArticlePreview body={version.data.body} />
        </div>
      )}
    </Drawer>
  );
}
