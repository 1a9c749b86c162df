/**
 * SPEC 7's download: GET the file as a blob, then the save-file action sheet ('Save image',
 * 'Cancel'); saving is an <a download> of an object URL.
 */
import { ActionSheet } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { notify } from '#web/lib/notify.ts';
import { fetchAsBlob, saveBlob } from '../utils/save-file.ts';

export async function downloadWithSaveSheet(url: string, fileName: string, t: TFunction): Promise<void> {
  let blob: Blob;
  try {
    blob = await fetchAsBlob(url);
  } catch {
    notify(t('invite.save_failed'), { kind: 'error' });
    return;
  }
  ActionSheet.show({
    actions: [{ key: 'save', text: t('invite.save_image') }],
    cancelText: t('common.cancel'),
    closeOnAction: true,
    onAction: (action) => {
      if (action.key !== 'save') return;
      try {
        saveBlob(blob, fileName);
      } catch {
        notify(t('invite.save_failed'), { kind: 'error' });
      }
    },
  });
}
