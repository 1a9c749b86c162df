// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  // One test: the gesture code arrives once per page (the module keeps it).
  it('wraps the content once the gesture code arrives, keeping it mounted with its state', async () => {
    await mount();
    expect(screen.queryByTestId('ptr')).toBeNull();
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
