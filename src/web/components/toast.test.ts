/** The toast module hands antd-mobile each notice's place; one at an edge is a slim text line. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '#web/stores/notice.ts';

const show = vi.fn();
vi.mock('antd-mobile', () => ({ Toast: { show: (props: unknown) => show(props) } }));

const { showToast } = await import('./toast.ts');

const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  kind: 'success',
  message: 'Sent successfully',
  durationMs: 2000,
  position: 'center',
  ...over,
});

beforeEach(() => show.mockClear());

describe('showToast', () => {
  it('keeps the large success icon in the middle of the screen', () => {
    showToast(notice({}), () => undefined);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', position: 'center' }));
  });

  it.each(['top', 'bottom'] as const)(
    'shows a %s notice at that edge, as text without the icon',
    (position) => {
      showToast(notice({ position }), () => undefined);
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ icon: undefined, position }));
    },
  );
});
