/**
 * Unlocking from the locked sheet (locked-sheet.tsx): one offer at a time, the success toast,
 * the drama's locks refreshed (the sheet closes once the episode shows unlocked), and a refusal
 * turned into feedback.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '#shared/api-codes.ts';
import type { UnlockOffer, UnlockScope } from '#shared/contract/wallet.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify, notifyFailure } from '#web/lib/notify.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { refreshLocks, unlockEpisode } from '../api/unlock-episode.ts';

/**
 * Turns a refused unlock into feedback. 802: the pay popup in recharge mode (with a short
 * note saying why it opened); anything else: the server's message.
 */
export function reportUnlockError(error: unknown, t: (key: MessageKey) => string): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.code === API_ERRORS.insufficientBalance.code) {
    notify(t('unlock.insufficient'));
    usePayPopup.getState().open('recharge');
    return;
  }
  if (error.kind === 'session-expired') return;
  notifyFailure(error);
}

export function useUnlockOffer(input: { dramaId: number; episodeId: number; refetchQuote: () => void }) {
  const { dramaId, episodeId, refetchQuote } = input;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<UnlockScope | null>(null);

  const unlock = async (offer: UnlockOffer): Promise<void> => {
    if (busy !== null || episodeId === 0) return;
    setBusy(offer.scope);
    try {
      const data = await unlockEpisode(episodeId, offer.scope);
      notify(t('unlock.success', { count: Math.max(1, data.unlocked_numbers.length) }), { kind: 'success' });
      // The sheet closes by itself once the refreshed detail shows the episode unlocked.
      await refreshLocks(queryClient, dramaId);
    } catch (error) {
      reportUnlockError(error, t);
      if (error instanceof ApiRequestError && error.code === API_ERRORS.unlockOrder.code) {
        refetchQuote();
      }
    } finally {
      setBusy(null);
    }
  };

  return { busy, unlock };
}
