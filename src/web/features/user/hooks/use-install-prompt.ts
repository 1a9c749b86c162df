/** Whether the browser offered a one-tap install (see ../install-prompt.ts), as React state. */
import { useSyncExternalStore } from 'react';
import { canPromptInstall, subscribeInstallPrompt } from '../install-prompt.ts';

export function useInstallPrompt(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
}
