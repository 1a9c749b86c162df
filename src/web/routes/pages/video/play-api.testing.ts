/**
 * The API client of the play page's tests: every call answers what `api.answer` says (each test
 * sets its own). Like the real client, a failure is toasted unless the call was made `silent` or
 * its code is one of the call's `quietCodes`. A test file mocks the client with it:
 * vi.mock('#web/lib/api-client.ts', async (importOriginal) =>
 *   (await import('./play-api.testing.ts')).mockedApiClient(await importOriginal())).
 */
import { vi } from 'vitest';
import type * as ApiClientModule from '#web/lib/api-client.ts';

/** What the mocked API client answers, per call; each test sets its own. */
export const api = {
  answer: (name: string, body: Record<string, unknown>): unknown => {
    throw new Error(`unexpected request ${name} ${JSON.stringify(body)}`);
  },
};

export async function mockedApiClient(actual: typeof ApiClientModule) {
  const { notify } = await import('#web/lib/notify.ts');
  const { ApiRequestError: RequestError } = await import('#web/lib/api-error.ts');
  return {
    ...actual,
    apiRequest: vi.fn(
      async (name: string, body: Record<string, unknown>, options?: ApiClientModule.RequestOptions) => {
        await Promise.resolve();
        try {
          return api.answer(name, body);
        } catch (error) {
          if (
            error instanceof RequestError &&
            options?.silent !== true &&
            !options?.quietCodes?.includes(error.code)
          ) {
            notify(error.msg);
          }
          throw error;
        }
      },
    ),
  };
}
