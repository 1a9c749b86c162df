// @vitest-environment jsdom
/**
 * Log out and Switch account say how many saved episodes they delete (decision 0043): the count
 * of complete copies on this phone, and the sentence added to the confirmation.
 */
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18next } from '#web/lib/i18n.ts';
import { useSavedEpisodeCount, withDownloadsWarning } from './downloads-warning.tsx';

const saved = vi.hoisted(() => ({ records: [] as { status: string }[] }));
vi.mock('#web/lib/download-storage.ts', () => ({
  listDownloads: () => Promise.resolve(saved.records),
}));

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(cleanup);

describe('the downloads that go with the session', () => {
  it('counts the complete copies only', async () => {
    saved.records = [{ status: 'done' }, { status: 'done' }, { status: 'failed' }, { status: 'downloading' }];
    const { result } = renderHook(() => useSavedEpisodeCount());
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('says how many saved episodes will be deleted', () => {
    render(<>{withDownloadsWarning(i18next.t, 'Log out?', 2)}</>);
    expect(screen.getByTestId('logout-downloads-warning').textContent).toBe(
      'The 2 episodes downloaded on this phone will be deleted.',
    );
    cleanup();
    render(<>{withDownloadsWarning(i18next.t, 'Switch?', 1)}</>);
    expect(screen.getByTestId('logout-downloads-warning').textContent).toBe(
      'The episode downloaded on this phone will be deleted.',
    );
  });

  it('says nothing of downloads when none are saved', () => {
    render(<>{withDownloadsWarning(i18next.t, 'Log out?', 0)}</>);
    expect(screen.queryByTestId('logout-downloads-warning')).toBeNull();
    expect(screen.getByText('Log out?')).toBeTruthy();
  });
});
