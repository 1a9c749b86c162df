// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EpisodePager } from './episode-pager.tsx';

const HEIGHT = 800;

beforeAll(() => {
  // jsdom has no layout and no pointer capture.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => HEIGHT });
  Element.prototype.setPointerCapture = () => undefined;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(props: { current?: number; total?: number; disabled?: boolean } = {}) {
  const onNavigate = vi.fn<(target: number, fromGesture: boolean) => void>();
  const onTap = vi.fn<() => void>();
  const onPastEnd = vi.fn<() => void>();
  const result = render(
    <EpisodePager
      current={props.current ?? 2}
      total={props.total ?? 5}
      disabled={props.disabled ?? false}
      onNavigate={onNavigate}
      onTap={onTap}
      onPastEnd={onPastEnd}
      label="Drama"
    >
      <div data-testid="slot">episode</div>
      <button type="button" data-no-swipe="" data-testid="control">
        control
      </button>
    </EpisodePager>,
  );
  const viewport = screen.getByRole('region', { name: 'Drama' });
  const track = viewport.firstElementChild as HTMLElement;
  return { onNavigate, onTap, onPastEnd, viewport, track, ...result };
}

/** A touch drag from y0 to y1 in `steps` moves, `msPerStep` apart (event times follow the fake clock). */
function drag(target: Element, y0: number, y1: number, steps = 6, msPerStep = 16) {
  const pointer = { pointerId: 1, pointerType: 'touch', clientX: 200 };
  fireEvent.pointerDown(target, { ...pointer, clientY: y0 });
  for (let i = 1; i <= steps; i += 1) {
    vi.advanceTimersByTime(msPerStep);
    fireEvent.pointerMove(target, { ...pointer, clientY: y0 + ((y1 - y0) * i) / steps });
  }
  vi.advanceTimersByTime(4);
  fireEvent.pointerUp(target, { ...pointer, clientY: y1 });
}

describe('EpisodePager', () => {
  it('places the current episode on screen', () => {
    const { track } = setup({ current: 3 });
    expect(track.style.transform).toBe('translate3d(0, calc(-200% + 0px), 0)');
  });

  it('follows the finger and goes to the next episode after a swipe up', () => {
    const { viewport, track, onNavigate } = setup();
    const pointer = { pointerId: 1, pointerType: 'touch', clientX: 200 };
    fireEvent.pointerDown(viewport, { ...pointer, clientY: 600 });
    vi.advanceTimersByTime(50);
    fireEvent.pointerMove(viewport, { ...pointer, clientY: 500 });
    expect(track.style.transform).toBe('translate3d(0, calc(-100% + -100px), 0)');
    expect(track.style.transition).toBe('none');
    vi.advanceTimersByTime(100);
    fireEvent.pointerMove(viewport, { ...pointer, clientY: 300 });
    vi.advanceTimersByTime(10);
    fireEvent.pointerUp(viewport, { ...pointer, clientY: 300 });
    expect(onNavigate).toHaveBeenCalledWith(3, true);
  });

  it('goes back after a swipe down', () => {
    const { viewport, onNavigate } = setup();
    drag(viewport, 200, 600);
    expect(onNavigate).toHaveBeenCalledWith(1, true);
  });

  it('snaps back after a short slow drag', () => {
    const { viewport, track, onNavigate } = setup();
    drag(viewport, 500, 440, 6, 80);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('translate3d(0, calc(-100% + 0px), 0)');
  });

  it('does not go past the last episode, and says it was asked to (the player tells when more come)', () => {
    const { viewport, track, onNavigate, onPastEnd } = setup({ current: 5, total: 5 });
    drag(viewport, 700, 100);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onPastEnd).toHaveBeenCalledTimes(1);
    expect(track.style.transform).toBe('translate3d(0, calc(-400% + 0px), 0)');
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(onPastEnd).toHaveBeenCalledTimes(2);
    // A short slow drag or a swipe back is not a try past the end.
    drag(viewport, 500, 440, 6, 80);
    drag(viewport, 200, 600);
    expect(onPastEnd).toHaveBeenCalledTimes(2);
    expect(onNavigate).toHaveBeenCalledWith(4, true);
  });

  it('treats a long press as neither tap nor swipe', () => {
    const { viewport, onTap } = setup();
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 100, clientY: 100 });
    vi.advanceTimersByTime(900);
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(onTap).not.toHaveBeenCalled();
  });

  it('treats a press without movement as a tap', () => {
    const { viewport, onTap, onNavigate } = setup();
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 100, clientY: 100 });
    vi.advanceTimersByTime(120);
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 102, clientY: 101 });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('leaves drags that start on a control to the control', () => {
    const { onNavigate, onTap } = setup();
    drag(screen.getByTestId('control'), 600, 100);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onTap).not.toHaveBeenCalled();
  });

  it('pages with the arrow keys and toggles playback with space', () => {
    const { onNavigate, onTap } = setup();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(onNavigate).toHaveBeenLastCalledWith(3, true);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(onNavigate).toHaveBeenLastCalledWith(1, true);
    fireEvent.keyDown(window, { key: ' ' });
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('pages with the wheel, once per gesture', () => {
    const { viewport, onNavigate } = setup();
    fireEvent.wheel(viewport, { deltaY: 40 });
    expect(onNavigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    fireEvent.wheel(viewport, { deltaY: 40 });
    expect(onNavigate).toHaveBeenCalledWith(3, false);
    vi.advanceTimersByTime(100);
    fireEvent.wheel(viewport, { deltaY: 120 });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    fireEvent.wheel(viewport, { deltaY: -120 });
    expect(onNavigate).toHaveBeenLastCalledWith(1, false);
  });

  it('ignores gestures and keys while a sheet is open', () => {
    const { viewport, onNavigate } = setup({ disabled: true });
    drag(viewport, 600, 100);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('slides to a neighbour and cuts to a distant episode', () => {
    const { track, rerender } = setup();
    const pager = (current: number) => (
      <EpisodePager
        current={current}
        total={20}
        disabled={false}
        onNavigate={() => undefined}
        onTap={() => undefined}
        label="Drama"
      >
        <div />
      </EpisodePager>
    );
    rerender(pager(3));
    expect(track.style.transition).toContain('transform');
    rerender(pager(12));
    expect(track.style.transition).toBe('none');
    expect(track.style.transform).toBe('translate3d(0, calc(-1100% + 0px), 0)');
  });
});
