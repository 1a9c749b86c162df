/**
 * The pages of the login table (config/paths.ts `requiresLogin`: Following, Notices) opened by
 * their address, a bookmark or history, not through their entry: a guest gets what the entry
 * gives (lib/navigation.ts `checkPermission`, SPEC 6): the login popup, over the user centre
 * where the entry is, instead of the page. A logged-in user sees the page.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths, requiresLogin } from '#web/config/paths.ts';
import { checkPermission } from '#web/lib/navigation.ts';
import { useSession } from '#web/stores/session.ts';

function LoginGate({ path, children }: { path: string; children: ReactNode }) {
  const hadLogin = useSession((s) => s.hadLogin);
  const navigate = useNavigate();
  useEffect(() => {
    // Refused: the popup is open; the user centre takes the page's place in history.
    if (!hadLogin && !checkPermission(path)) void navigate(paths.mine.path, { replace: true });
  }, [hadLogin, path, navigate]);
  return hadLogin ? children : null;
}

/** The element of the route at `path`: behind the login gate when the table says so. */
export function guardedElement(path: string, element: ReactNode): ReactNode {
  return requiresLogin(path) ? <LoginGate path={path}>{element}</LoginGate> : element;
}
