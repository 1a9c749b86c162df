/**
 * antd-mobile's confirm dialog, closed by the phone's Back as the sheets are
 * (lib/sheet-history.ts): Back answers "cancel". Use it instead of Dialog.confirm.
 */
import { Dialog } from 'antd-mobile';
import type { DialogConfirmProps } from 'antd-mobile';
import { holdSheetEntry } from './sheet-history.ts';

export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  let cancelByBack: () => void = () => undefined;
  const backed = new Promise<boolean>((resolve) => {
    cancelByBack = () => {
      // Closes the dialog without its onClose, so the confirm's own promise stays open: this one answers.
      Dialog.clear();
      resolve(false);
    };
  });
  const release = holdSheetEntry(() => cancelByBack());
  return Promise.race([Dialog.confirm(props), backed]).finally(release);
}
