// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMutateOnce } from './use-mutate-once.ts';

afterEach(() => {
  cleanup();
});

/** Two calls in one handler: both land before React can render anything busy (two quick taps). */
function Probe({ send: fn, said }: { send: (n: number) => Promise<string>; said: (what: string) => void }) {
  const mutation = useMutation({ mutationFn: fn, retry: false });
  const send = useMutateOnce(mutation);
  const tap = (n: number) =>
    send(n, { onSuccess: (answer) => said(`ok ${answer}`), onError: () => said(`failed ${n}`) });
  return (
    <button
      type="button"
      onClick={() => {
        tap(1);
        tap(2);
      }}
    >
      tap twice
    </button>
  );
}

function setUp(fn: (n: number) => Promise<string>) {
  const said = vi.fn<(what: string) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe send={fn} said={said} />
    </QueryClientProvider>,
  );
  return { said, button: screen.getByRole('button') };
}

describe('useMutateOnce', () => {
  it('sends the first of two quick calls only, and its success is the one told', async () => {
    let answer: (value: string) => void = () => undefined;
    const fn = vi.fn((n: number) => new Promise<string>((resolve) => (answer = () => resolve(`#${n}`))));
    const { said, button } = setUp(fn);
    fireEvent.click(button);
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect(fn.mock.calls[0]?.[0]).toBe(1);
    await act(async () => answer('x'));
    await waitFor(() => expect(said).toHaveBeenCalledWith('ok #1'));
    expect(said).toHaveBeenCalledTimes(1);
    // Settled: the next tap is sent again.
    fireEvent.click(button);
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
  });

  it('lets the next call through after a failure too', async () => {
    const fn = vi.fn((n: number) => Promise.reject(new Error(`no ${n}`)));
    const { said, button } = setUp(fn);
    fireEvent.click(button);
    await waitFor(() => expect(said).toHaveBeenCalledWith('failed 1'));
    fireEvent.click(button);
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    expect(fn.mock.calls.map((call) => call[0])).toEqual([1, 1]);
  });
});
