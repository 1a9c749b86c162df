/**
 * The wallet rules page's body (issue 19): the article the server renders from Markdown with
 * raw HTML off (shared/markdown.ts: every `<` of a text escaped), so its HTML is shown as is.
 */
import { useTranslation } from 'react-i18next';
import { RetryButton } from '#web/components/retry-button.tsx';
import { useWalletRules } from '../api/get-wallet-rules.ts';
import styles from './wallet-rules.module.css';

export function WalletRules() {
  const { t } = useTranslation();
  const rules = useWalletRules();
  if (rules.isError && !rules.data) return <RetryButton onRetry={() => void rules.refetch()} />;
  if (!rules.data) return <p className={styles.loading}>{t('common.loading')}</p>;
  return (
    <article className={styles.article} data-testid="wallet-rules">
      <h1 className={styles.title}>{rules.data.title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: rules.data.content }} />
    </article>
  );
}
