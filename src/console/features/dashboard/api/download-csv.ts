/**
 * GET /console-api/stats/*?format=csv: a table's CSV, fetched like every other console call
 * (the console's language in the `language` header, the session cookie) and then saved. A plain
 * download link sends no such header, so the server named the packages and series in the
 * browser's language (Accept-Language) rather than the console's. A refusal comes in the
 * envelope: the query client says it (or asks to sign in again, for 901).
 */
import { useMutation } from '@tanstack/react-query';
import { apiUrl, envelopeData, type QueryValue } from '#console/lib/api-client.ts';
import { ConsoleApiError, NO_ANSWER, UNREADABLE_ANSWER } from '#console/lib/api-error.ts';
import { currentLanguageId, translate } from '#console/lib/i18n.ts';
import { saveFile } from '../lib/save-file.ts';

export interface CsvRequest {
  path: string;
  query: Record<string, QueryValue>;
}

/** The name the server gives the file (`content-disposition`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function fetchCsv({ path, query }: CsvRequest): Promise<{ name: string; blob: Blob }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, { ...query, format: 'csv' }), {
      headers: { accept: 'text/csv', language: String(currentLanguageId()) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ConsoleApiError(NO_ANSWER, translate('errors.network'));
  }
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const name = fileNameOf(response.headers.get('content-disposition'), 'export.csv');
    return { name, blob: await response.blob() };
  }
  // Not a CSV: the envelope of a refusal (thrown as it is), or nothing readable.
  envelopeData(response, await response.json().catch(() => undefined));
  throw new ConsoleApiError(UNREADABLE_ANSWER, translate('errors.unreadable'));
}

/** "Export CSV": the table's CSV fetched in the console's language, then saved as a file. */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: fetchCsv,
    onSuccess: ({ name, blob }) => saveFile(blob, name),
  });
}
