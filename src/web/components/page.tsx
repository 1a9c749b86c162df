/** The content area of one route (the shell around it is app/layouts/app-layout.tsx). */
import type { ReactNode } from 'react';
import styles from './page.module.css';

export function Page({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section className={styles.page} data-testid={testId}>
      {children}
    </section>
  );
}
