/** The search field at the top of the search page: antd-mobile's SearchBar, Enter searches. */
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SEARCH_KEYWORD_MAX } from '#shared/constants.ts';
import type { SearchKeyword } from '../hooks/use-search-keyword.ts';
import styles from './search.module.css';

export function SearchBox({ search }: { search: SearchKeyword }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} data-testid="search-box">
      <SearchBar
        className={styles.bar}
        value={search.draft}
        onChange={search.change}
        onSearch={(value) => search.submit(value)}
        onClear={() => search.submit('')}
        onCompositionStart={search.compositionStart}
        onCompositionEnd={(event) => search.compositionEnd(event.currentTarget.value)}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_KEYWORD_MAX}
        clearable
        // A fresh search page waits for typing; with a keyword, the results come first.
        autoFocus={search.keyword === ''}
      />
    </div>
  );
}
