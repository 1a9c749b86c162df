// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';

// The real gesture component is antd-mobile's; here a stand-in that marks where it wraps, and
// arrives when the test releases it.
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./antd-pull-to-refresh.ts', async () => {
  await gate.arrived;
  return { default: ({ children }: { children: ReactNode }) => <div data-testid="ptr">{children}</div> };
});

/** Content with state of its own (an open sheet, say). */
function Content() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" data-testid="content" onClick={() => setOpen(true)}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  cleanup();
});

async function mount() {
  const { PullToRefresh } = await import('./pull-to-refresh.tsx');
  render(
    <PullToRefresh onRefresh={async () => undefined}>
      <Content />
    </PullToRefresh>,
  );
}

describe('PullToRefresh', () => {
  it('wraps the content once the gesture code arrives when nobody has touched the page', async () => {
    await mount();
    expect(screen.queryByTestId('ptr')).toBeNull();
    gate.release();
    expect(await screen.findByTestId('ptr')).toBeTruthy();
  });

  it('does not remount content the user is already using', async () => {
    await mount();
    fireEvent.pointerDown(screen.getByTestId('content'));
    fireEvent.click(screen.getByTestId('content'));
    gate.release();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('ptr')).toBeNull();
    expect(screen.getByTestId('content').textContent).toBe('open');
  });
});
