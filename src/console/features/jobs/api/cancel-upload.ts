/**
 * DELETE /console-api/uploads/:id, in tus's own words (Tus-Resumable, an empty 204): an
 * unfinished upload is dropped by its operator, with the session's CSRF token (asked once more
 * after a 902, as the uploader does) and the interface language for the server's message. The
 * file's resume entry in this browser goes too, so the series editor stops offering to continue
 * it. A refusal comes back as the server's envelope: a ConsoleApiError with its code and text.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultOptions } from 'tus-js-client';
import { API_ERRORS } from '#shared/api-codes.ts';
import { CSRF_HEADER } from '#shared/contract/console-auth.ts';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { ConsoleApiError, NO_ANSWER, UNREADABLE_ANSWER } from '#console/lib/api-error.ts';
import { csrfToken, forgetCsrfToken } from '#console/lib/csrf-token.ts';
import { currentLanguageId, translate } from '#console/lib/i18n.ts';
import { JOBS_KEY } from './get-jobs.ts';

export const TUS_VERSION = '1.0.0';

async function send(id: string): Promise<Response> {
  try {
    return await fetch(`${UPLOADS_PATH}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: {
        'Tus-Resumable': TUS_VERSION,
        [CSRF_HEADER]: await csrfToken(),
        language: String(currentLanguageId()),
      },
    });
  } catch (error) {
    if (error instanceof ConsoleApiError) throw error;
    throw new ConsoleApiError(NO_ANSWER, translate('errors.network'));
  }
}

async function refusalOf(response: Response): Promise<ConsoleApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number') {
    const msg =
      'msg' in body && typeof body.msg === 'string' && body.msg ? body.msg : translate('errors.server');
    return new ConsoleApiError(body.code, msg);
  }
  return new ConsoleApiError(
    UNREADABLE_ANSWER,
    translate(response.status >= 500 ? 'errors.server' : 'errors.unreadable'),
  );
}

/** Forgets this browser's resume entry of the upload (best effort: nothing breaks without it). */
async function forgetResume(id: string): Promise<void> {
  try {
    const storage = defaultOptions.urlStorage;
    const entries = await storage.findAllUploads();
    const suffix = `/${encodeURIComponent(id)}`;
    for (const entry of entries) {
      if (entry.uploadUrl?.endsWith(suffix) && entry.urlStorageKey)
        await storage.removeUpload(entry.urlStorageKey);
    }
  } catch {
    // No storage in this browser (private mode): there is nothing to forget.
  }
}

export async function cancelUpload(id: string): Promise<void> {
  let response = await send(id);
  if (!response.ok) {
    let refusal = await refusalOf(response);
    // A token that changed under us (a new sign-in in another tab): ask for it once more.
    if (refusal.code === API_ERRORS.operatorCsrf.code) {
      forgetCsrfToken();
      response = await send(id);
      if (!response.ok) refusal = await refusalOf(response);
    }
    if (!response.ok) throw refusal;
  }
  await forgetResume(id);
}

export function useCancelUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelUpload,
    // Cancelled, or refused because it finished or expired meanwhile: the list is asked again.
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
