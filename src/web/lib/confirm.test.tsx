// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installAntdRenderer } from '#web/app/antd-render.ts';
import { confirmDialog } from './confirm.ts';
import { pendingSheetPops, sheetOf } from './sheet-history.ts';

const markerNow = (): string | undefined => sheetOf(window.history.state);
/** The dialog leaves after its closing animation (frames, which a loaded machine delays). */
const CLOSED_WITHIN = { timeout: 5000 };

/** Opens the dialog; the answer comes in an object (an async function would wait for it). */
async function opened(title: string): Promise<{ answer: Promise<boolean> }> {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirmDialog({ title, content: 'Sure?', confirmText: 'Yes', cancelText: 'No' });
  });
  expect(await screen.findByText(title)).toBeTruthy();
  return { answer };
}

beforeAll(() => {
  installAntdRenderer(); // the dialog renders through it, as in the app
});

describe('confirmDialog', () => {
  it("Back answers 'no', closes the dialog and stays on the page", async () => {
    const { answer } = await opened('Clear all?');
    expect(markerNow()).toMatch(/^sheet-/);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Clear all?')).toBeNull(), CLOSED_WITHIN);
    expect(markerNow()).toBeUndefined();
  });

  it("the confirm button answers 'yes' and takes the dialog's history entry out", async () => {
    const { answer } = await opened('Log out?');
    const marker = markerNow();
    expect(marker).toMatch(/^sheet-/);
    fireEvent.click(screen.getByText('Yes'));
    await expect(answer).resolves.toBe(true);
    await act(async () => {
      await pendingSheetPops();
    });
    expect(markerNow()).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Log out?')).toBeNull(), CLOSED_WITHIN);
  });
});
