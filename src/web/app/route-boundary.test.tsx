// @vitest-environment jsdom
/**
 * Code that failed to load offline (a first visit's connection lost before the service worker
 * stored the app) is no "Something went wrong": the page gives way to the shell's no-network
 * placeholder and the app loads again when the network returns (the audit).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { RouteBoundary } from './route-boundary.tsx';

let online = true;

function Broken({ error }: { error: Error }): never {
  throw error;
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/feed.js');

beforeEach(async () => {
  await applyLanguage(3);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // React reports the caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteBoundary', () => {
  it('offline, a chunk that failed shows no error and loads the app again once online', () => {
    online = false;
    const reload = vi.fn();
    render(
      <RouteBoundary resetKey="/" reload={reload}>
        <Broken error={chunkError} />
      </RouteBoundary>,
    );
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    return vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('online, a failed chunk (a deploy that removed it) or any other error shows the error screen', () => {
    const reload = vi.fn();
    render(
      <RouteBoundary resetKey="/" reload={reload}>
        <Broken error={chunkError} />
      </RouteBoundary>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    cleanup();
    online = false;
    render(
      <RouteBoundary resetKey="/" reload={reload}>
        <Broken error={new Error('a bug')} />
      </RouteBoundary>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
