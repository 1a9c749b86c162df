/**
 * POST /video/download: the next episodes this viewer may save, as signed files with sizes.
 * A locked episode (731) is an outcome shown in the chooser, not a toast.
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import type { DownloadData } from '#shared/contract/download.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';

export type DownloadPlanResult = { status: 'ok'; plan: DownloadData } | { status: 'locked'; message: string };

export async function getDownloadPlan(
  request: { dramaId: number; count: number; from?: number },
  /** `silent`: no toast at all (a download resumed on its own); `quietCodes`: none for these. */
  options: { silent?: boolean; quietCodes?: readonly number[] } = {},
): Promise<DownloadPlanResult> {
  try {
    const plan = await apiRequest(
      'download',
      {
        drama_id: request.dramaId,
        count: request.count,
        ...(request.from !== undefined ? { from: request.from } : {}),
      },
      {
        silent: options.silent === true,
        quietCodes: [API_ERRORS.downloadLocked.code, ...(options.quietCodes ?? [])],
      },
    );
    return { status: 'ok', plan };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === API_ERRORS.downloadLocked.code) {
      return { status: 'locked', message: error.msg };
    }
    throw error;
  }
}
