// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateProfileRequest } from '#shared/contract/user.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { updateProfile } from '../api/update-profile.ts';
import { NicknameEditor } from './nickname-editor.tsx';

vi.mock('../api/update-profile.ts', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  const mocked = vi.fn<(body: UpdateProfileRequest) => Promise<unknown>>();
  return {
    updateProfile: mocked,
    useUpdateProfile: () => useMutation({ mutationFn: (body: UpdateProfileRequest) => mocked(body) }),
  };
});

function renderEditor(initial = 'Guest 10000001') {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NicknameEditor visible initial={initial} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const input = (): HTMLInputElement => screen.getByTestId('nickname-input');

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.mocked(updateProfile).mockReset();
  useNotice.setState({ current: null });
});
afterEach(() => {
  cleanup();
});

describe('NicknameEditor', () => {
  it('starts from the current nickname', () => {
    renderEditor('Drama Fan');
    expect(input().value).toBe('Drama Fan');
  });

  it('says "Please fill in nickname" for an empty or blank nickname and sends nothing', () => {
    renderEditor();
    fireEvent.input(input(), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('nickname-save'));
    expect(screen.getByTestId('nickname-error').textContent).toBe('Please fill in nickname');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(updateProfile).not.toHaveBeenCalled();

    fireEvent.input(input(), { target: { value: 'A' } });
    expect(screen.queryByTestId('nickname-error')).toBeNull();
  });

  it('stops at 20 characters, with a counter that turns red at the limit', () => {
    renderEditor('');
    const count = screen.getByTestId('nickname-count');
    expect(count.textContent).toBe('0/20');
    fireEvent.input(input(), { target: { value: 'x'.repeat(19) } });
    expect(count.textContent).toBe('19/20');
    expect(count.dataset.limit).toBe('false');

    // Typed or pasted beyond the limit: the field keeps the first 20.
    fireEvent.input(input(), { target: { value: `${'x'.repeat(19)}yz and more` } });
    expect(input().value).toBe(`${'x'.repeat(19)}y`);
    expect(count.textContent).toBe('20/20');
    expect(count.dataset.limit).toBe('true');
    // What was dropped is said, not silently lost.
    expect(screen.getByText('Only the first 20 characters were kept')).toBeTruthy();
    expect(screen.queryByTestId('nickname-error')).toBeNull();

    // At the limit without anything dropped: the limit is said.
    fireEvent.input(input(), { target: { value: 'x'.repeat(20) } });
    expect(screen.getByText('The nickname can be at most 20 characters')).toBeTruthy();

    fireEvent.input(input(), { target: { value: 'x'.repeat(10) } });
    expect(count.dataset.limit).toBe('false');
  });

  it('lets an input method finish composing before it cuts', () => {
    renderEditor('a'.repeat(19));
    fireEvent.compositionStart(input());
    fireEvent.input(input(), { target: { value: `${'a'.repeat(19)}ni` } });
    expect(input().value).toBe(`${'a'.repeat(19)}ni`);
    fireEvent.input(input(), { target: { value: `${'a'.repeat(19)}你` } });
    fireEvent.compositionEnd(input());
    expect(input().value).toBe(`${'a'.repeat(19)}你`);
    expect(screen.getByTestId('nickname-count').textContent).toBe('20/20');
  });

  it('still refuses a nickname longer than 20 that it was given', () => {
    renderEditor('x'.repeat(25));
    fireEvent.click(screen.getByTestId('nickname-save'));
    expect(screen.getByTestId('nickname-error').textContent).toBe(
      'The nickname can be at most 20 characters',
    );
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed nickname, says so and closes', async () => {
    vi.mocked(updateProfile).mockResolvedValue({} as never);
    const { onClose } = renderEditor();
    fireEvent.input(input(), { target: { value: '  New Name  ' } });
    fireEvent.submit(screen.getByTestId('nickname-form'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateProfile).toHaveBeenCalledWith({ nickname: 'New Name' });
    expect(useNotice.getState().current?.message).toBe('Nickname saved');
  });
});
