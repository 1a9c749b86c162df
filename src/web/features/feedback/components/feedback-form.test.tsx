// @vitest-environment jsdom
/**
 * Contact details are not cut silently at their limit: past 100 characters the field keeps
 * what was typed or pasted and says at once that it can be at most 100; nothing is sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { setupTestNetwork } from '#web/testing/network.ts';
import { serveFeedbackApi } from '../testing/feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

function contactInput(): HTMLInputElement {
  const input = screen.getByTestId('feedback-contact').querySelector('input');
  if (!input) throw new Error('no contact input');
  return input;
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact field past its limit', () => {
  it('keeps all of it and says the limit at once; back within it, the error goes', async () => {
    const api = serveFeedbackApi(network, { items: [] });
    const onEdit = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackForm onSubmitted={() => undefined} onEdit={onEdit} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('feedback-type', {}, LOAD);

    const long = `${'a'.repeat(89)}@example.com`; // 101 characters
    fireEvent.change(contactInput(), { target: { value: long } });
    expect(contactInput().value).toBe(long);
    expect(screen.getByTestId('feedback-error-contact').textContent).toBe(
      'Contact details can be at most 100 characters',
    );
    expect(onEdit).toHaveBeenCalled();

    fireEvent.click(screen.getByText('Playback problem'));
    fireEvent.change(
      screen.getByTestId('feedback-content').querySelector('textarea') as HTMLTextAreaElement,
      {
        target: { value: 'No sound' },
      },
    );
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-error-contact').textContent).toBe(
      'Contact details can be at most 100 characters',
    );
    expect(api.calls('/feedback/submit')).toBe(0);

    fireEvent.change(contactInput(), { target: { value: long.slice(1) } });
    expect(screen.queryByTestId('feedback-error-contact')).toBeNull();
  });
});
