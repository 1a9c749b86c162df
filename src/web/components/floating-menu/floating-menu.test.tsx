// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { FLOATING_MENU_AUTO_HIDE_MS } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { FloatingMenu } from './floating-menu.tsx';

function setup() {
  const router = createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: ['/'] });
  bindRouter(router);
  render(<FloatingMenu />);
  return {
    router,
    toggle: screen.getByTestId('floating-menu-toggle'),
    menu: screen.getByTestId('floating-menu'),
  };
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  vi.useFakeTimers();
  useSession.setState({ hadLogin: false });
  useLoginPopup.setState({ visible: false, requested: false });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FloatingMenu', () => {
  it('starts open and closes by itself after FLOATING_MENU_AUTO_HIDE_MS', () => {
    const { toggle, menu } = setup();
    expect(menu.dataset.open).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS - 1));
    expect(menu.dataset.open).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(menu.dataset.open).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open shortcuts');
  });

  it('toggles on tap of the main button and stays open until tapped again', () => {
    const { toggle, menu } = setup();
    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS));
    fireEvent.click(toggle);
    expect(menu.dataset.open).toBe('true');
    act(() => vi.advanceTimersByTime(FLOATING_MENU_AUTO_HIDE_MS * 5));
    expect(menu.dataset.open).toBe('true');
    fireEvent.click(toggle);
    expect(menu.dataset.open).toBe('false');
  });

  it.each([
    ['a guest (logged in with its device account)', false],
    ['a registered user', true],
  ])('user centre opens the personal centre for %s, as the Mine tab does', async (_who, hadLogin) => {
    useSession.setState({ hadLogin });
    const { router, menu } = setup();
    await act(async () => {
      fireEvent.click(screen.getByTestId('floating-menu-user'));
    });
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(router.state.location.pathname).toBe(paths.mine.path);
    expect(menu.dataset.open).toBe('false');
  });

  it('puts its button first and says where it is docked', () => {
    render(<FloatingMenu besideSearch />);
    const menus = screen.getAllByTestId('floating-menu');
    expect(menus.at(-1)?.dataset.besideSearch).toBe('true');
    expect(menus.at(-1)?.firstElementChild?.getAttribute('data-testid')).toBe('floating-menu-toggle');
  });

  it('labels its shortcuts in the interface language', () => {
    setup();
    expect(screen.getByTestId('floating-menu-user').textContent).toBe('User centre');
    expect(screen.getByTestId('floating-menu-service').textContent).toBe('Customer service');
  });
});
