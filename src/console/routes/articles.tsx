/**
 * /console/articles (editor, owner; support reads): the agreement, privacy and help texts in
 * five languages, the Markdown beside its preview, each save a version with its history. The
 * article and language live in the address (?key=&locale=), so a reload keeps them.
 */
import { Flex, Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { ARTICLE_KEYS, type ArticleKey } from '#shared/contract/article.ts';
import { LANGUAGES, LOCALES, localeOf, type Locale } from '#shared/languages.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { ArticleEditor } from '#console/features/articles/components/article-editor.tsx';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { currentLanguageId, useT } from '#console/lib/i18n.ts';

/** The article and language the address names; without one, the console's own language. */
export function articleOf(
  search: URLSearchParams,
  fallback: Locale = localeOf(currentLanguageId()),
): { key: ArticleKey; locale: Locale } {
  const key = search.get('key');
  const locale = search.get('locale');
  return {
    key: ARTICLE_KEYS.find((k) => k === key) ?? 'user',
    locale: LOCALES.find((l) => l === locale) ?? fallback,
  };
}

export function Component() {
  const t = useT();
  const role = useMe().data?.operator.role;
  const [search, setSearch] = useSearchParams();
  const { key, locale } = articleOf(search);
  const go = (next: { key: ArticleKey; locale: Locale }) => setSearch({ key: next.key, locale: next.locale });
  return (
    <>
      <PageTitle>{t('menu.articles')}</PageTitle>
      <Flex gap={16} style={{ marginBottom: 16 }}>
        <Select<ArticleKey>
          aria-label={t('articles.article')}
          value={key}
          style={{ width: 220 }}
          onChange={(next) => go({ key: next, locale })}
          options={ARTICLE_KEYS.map((k) => ({ value: k, label: t(`articles.key.${k}`) }))}
        />
        <Segmented<Locale>
          aria-label={t('articles.language')}
          value={locale}
          onChange={(next) => go({ key, locale: next })}
          options={LANGUAGES.map((l) => ({ value: l.locale, label: l.name }))}
        />
      </Flex>
      <ArticleEditor
        key={`${key}/${locale}`}
        articleKey={key}
        locale={locale}
        canWrite={role === 'owner' || role === 'editor'}
      />
    </>
  );
}
