/**
 * An article as the public page shows it: rendered by the same renderer (shared/markdown.ts,
 * raw HTML off, so a `<script>` in the text is shown as text and never run).
 */
import { Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { articleFromMarkdown } from '#shared/markdown.ts';
import { useT } from '#console/lib/i18n.ts';

export function ArticlePreview({ body }: { body: string }) {
  const t = useT();
  const article = useMemo(() => articleFromMarkdown(body), [body]);
  if (!article) return <Empty description={t('articles.no_title')} />;
  return (
    <article data-testid="article-preview" style={{ overflowWrap: 'break-word' }}>
      <Typography.Title level={3}>{article.title}</Typography.Title>
      {/* Safe: markdown-it with html off escapes every tag of the text (the page's renderer). */}
      <div dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
