/**
 * Asks before an editor with unsaved changes is left: another console screen (React Router's
 * useBlocker; a change of the query alone, such as a tab, is not leaving) or closing or
 * reloading the browser tab (beforeunload, whose text the browser writes). `allow` lets a
 * navigation the editor itself makes after saving pass.
 */
import { Modal } from 'antd';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '#console/lib/i18n.ts';

export function UnsavedChangesGuard({ dirty, allow }: { dirty: boolean; allow?: RefObject<boolean> }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allow?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('editor.leave_title')}
      okText={t('editor.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('editor.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      {t('editor.leave_text')}
    </Modal>
  );
}
