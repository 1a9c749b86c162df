// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeCancelledReturn } from './cancelled-return.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("back from the gateway's Cancel", () => {
  it('names the order cancelled and takes the marker out of the address', () => {
    window.history.replaceState(null, '', '/pages/video/play?drama=1&ep=3&pay_cancelled=T1#top');
    expect(takeCancelledReturn('T1')).toBe(true);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/pages/video/play?drama=1&ep=3#top',
    );
  });

  it('is no cancel for another order or without the marker (a return from paying)', () => {
    window.history.replaceState(null, '', '/pages/user/index?pay_cancelled=T2');
    expect(takeCancelledReturn('T1')).toBe(false);
    expect(location.search).toBe('');
    window.history.replaceState(null, '', '/pages/user/index');
    expect(takeCancelledReturn('T1')).toBe(false);
  });
});
