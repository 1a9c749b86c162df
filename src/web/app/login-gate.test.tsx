// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { guardedElement } from './login-gate.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The app's routes in small: the user centre, and `path` as the router table builds it. */
function openByAddress(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={paths.mine.path} element={<p>user centre</p>} />
        <Route path={path} element={guardedElement(path, <p>the page</p>)} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useLoginPopup.setState({ visible: false, requested: false });
});

afterEach(() => {
  cleanup();
  useSession.setState({ hadLogin: false });
});

describe('a login-only page opened by its address', () => {
  for (const path of [paths.following.path, paths.notices.path]) {
    it(`gives a guest what its entry in Me does: the login popup over the user centre (${path})`, async () => {
      useSession.setState({ token: 'device-token', hadLogin: false });
      openByAddress(path);
      expect(await screen.findByText('user centre')).toBeTruthy();
      expect(screen.queryByText('the page')).toBeNull();
      expect(screen.getByTestId('where').textContent).toBe(paths.mine.path);
      expect(useLoginPopup.getState().visible).toBe(true);
    });

    it(`shows a logged-in user the page (${path})`, () => {
      useSession.setState({ token: 'member-token', hadLogin: true });
      openByAddress(path);
      expect(screen.getByText('the page')).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe(path);
      expect(useLoginPopup.getState().visible).toBe(false);
    });
  }

  it('leaves the pages open to guests alone', () => {
    useSession.setState({ token: 'device-token', hadLogin: false });
    openByAddress(paths.downloads.path);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(useLoginPopup.getState().visible).toBe(false);
  });
});
