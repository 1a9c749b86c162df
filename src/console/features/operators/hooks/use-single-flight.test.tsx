// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight.ts';

describe('useSingleFlight', () => {
  it('drops a call made while one runs, decided before React draws busy, and frees itself after a failure', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let calls = 0;
    let finish = () => {};
    const task = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      // Both clicks in one event loop turn: no render in between.
      first = result.current.run(task);
      void result.current.run(task);
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);

    await act(() => result.current.run(() => Promise.reject(new Error('refused'))));
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(async () => void (calls += 1)));
    expect(calls).toBe(2);
  });
});
