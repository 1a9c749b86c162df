/** Avatar upload (/pages/user/faceUpload, black header). */
import { Page } from '#web/components/page.tsx';
import { FaceUploadPanel } from '#web/features/user/components/face-upload-panel.tsx';

export function Component() {
  return (
    <Page testId="page-face-upload">
      <FaceUploadPanel />
    </Page>
  );
}
