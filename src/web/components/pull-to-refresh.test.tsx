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
  it('wraps the content once the gesture code arrives', async () => {
    await mount();
    expect(screen.queryByTestId('ptr')).toBeNull();
    expect(screen.getByTestId('content')).toBeTruthy();
    gate.release();
    const wrapper = await screen.findByTestId('ptr');
    expect(wrapper.contains(screen.getByTestId('content'))).toBe(true);
  });

  it('keeps the content mounted, with its state, when the wrapper arrives', async () => {
    await mount();
    const before = screen.getByTestId('content');
    fireEvent.click(before);
    expect(before.textContent).toBe('open');
    gate.release();
    const wrapper = await screen.findByTestId('ptr');
    const after = screen.getByTestId('content');
    expect(after).toBe(before);
    expect(after.textContent).toBe('open');
    expect(wrapper.contains(after)).toBe(true);
  });
});
