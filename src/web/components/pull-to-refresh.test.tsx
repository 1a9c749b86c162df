// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PullToRefreshProps } from 'antd-mobile';
import { applyLanguage } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { jsonResponse, networkError, setupTestNetwork, type TestHandler } from '#web/testing/network.ts';

// The real gesture component is antd-mobile's; here a stand-in that marks where it wraps, and
// arrives when the test releases it. Its head says what antd's says: renderText when given,
// else the text of the status; a tap on "pull" refreshes as a pull released far enough does.
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./antd-pull-to-refresh.ts', async () => {
  await gate.arrived;
  type Status = 'pulling' | 'refreshing' | 'complete';
  function StandIn(props: PullToRefreshProps & { children: ReactNode }) {
    const [status, setStatus] = useState<Status>('pulling');
    const text = props.renderText
      ? props.renderText(status)
      : { pulling: props.pullingText, refreshing: props.refreshingText, complete: props.completeText }[
          status
        ];
    const pull = async (): Promise<void> => {
      setStatus('refreshing');
      await props.onRefresh?.();
      setStatus('complete');
    };
    return (
      <div data-testid="ptr">
        <button type="button" data-testid="pull" onClick={() => void pull()} />
        <div data-testid="ptr-head" data-status={status}>
          {text}
        </div>
        {props.children}
      </div>
    );
  }
  return { default: StandIn };
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

const network = setupTestNetwork();
const ok = (data: unknown) => jsonResponse(data);

/** A list on the page, from the network (any query would do). */
function List() {
  const list = useQuery({
    queryKey: ['list'],
    queryFn: async () => {
      const response = await fetch('https://drama.example.test/list');
      if (!response.ok) throw new Error('no list');
      return (await response.json()) as string[];
    },
  });
  return <p data-testid="list">{list.data?.join(', ')}</p>;
}

async function showList(serve: TestHandler) {
  network.serve(serve);
  const { PullToRefresh } = await import('./pull-to-refresh.tsx');
  render(
    <QueryClientProvider client={queryClient}>
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
        <List />
      </PullToRefresh>
    </QueryClientProvider>,
  );
  await screen.findByTestId('ptr');
  await vi.waitFor(() => expect(screen.getByTestId('list').textContent).toBe('Lu Family'));
}

/** Pulls, and reads the head once it says how the refresh went. */
async function pull(): Promise<string> {
  fireEvent.click(screen.getByTestId('pull'));
  const head = screen.getByTestId('ptr-head');
  await vi.waitFor(() =>
    expect(
      head.dataset.status === 'complete' || head.querySelector('[data-testid="pull-outcome"]'),
    ).toBeTruthy(),
  );
  return head.textContent ?? '';
}

describe('PullToRefresh says how the refresh went', () => {
  beforeAll(async () => {
    gate.release();
    await applyLanguage(3);
  });
  afterEach(() => {
    queryClient.clear();
    onlineManager.setOnline(true);
    useNotice.setState({ current: null });
    useOfflineScreen.setState({ offline: false, holders: [], shown: false });
  });
  afterAll(() => {
    queryClient.clear();
  });

  it('fetched: "Refreshed", with what came', async () => {
    let answer = ['Lu Family'];
    await showList(() => ok(answer));
    answer = ['Lu Family', 'True Heiress'];
    expect(await pull()).toBe('Refreshed');
    expect(screen.getByTestId('list').textContent).toBe('Lu Family, True Heiress');
  });

  it('offline: nothing was fetched, and it says it could not refresh', async () => {
    await showList(() => ok(['Lu Family']));
    const before = network.requests.length;
    act(() => onlineManager.setOnline(false));
    expect(await pull()).toBe("No connection — couldn't refresh");
    expect(network.requests).toHaveLength(before);
    // The head is in sight (the page writes its own note): no toast.
    expect(useNotice.getState().current).toBeNull();
  });

  it("offline under the shell's floating note, which covers the head: a toast says it too", async () => {
    await showList(() => ok(['Lu Family']));
    act(() => {
      onlineManager.setOnline(false);
      useOfflineScreen.setState({ offline: true, holders: [{ banner: 'shell' }] });
    });
    expect(await pull()).toBe("No connection — couldn't refresh");
    expect(useNotice.getState().current?.message).toBe("No connection — couldn't refresh");
  });

  it('a request failed: it says it could not refresh', async () => {
    let down = false;
    await showList(() => (down ? networkError() : ok(['Lu Family'])));
    down = true;
    expect(await pull()).toBe("Couldn't refresh. Try again.");
    expect(screen.getByTestId('list').textContent).toBe('Lu Family');
  });
});
