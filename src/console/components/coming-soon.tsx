/** A menu entry whose screens are not built yet: says so plainly. */
import { Result } from 'antd';
import { useT } from '#console/lib/i18n.ts';
import { PageTitle } from './page-title.tsx';

export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Result status="info" title={t('coming_soon.title')} subTitle={t('coming_soon.text')} />
    </>
  );
}
