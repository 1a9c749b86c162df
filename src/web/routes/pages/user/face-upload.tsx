/** Avatar upload (/pages/user/faceUpload, black header). */
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page testId="page-face-upload">
      <EmptyState
        icon={<PictureOutline />}
        title={t('face_upload.empty_title')}
        description={t('face_upload.empty_desc')}
      />
    </Page>
  );
}
