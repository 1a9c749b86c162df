/**
 * The analytics pixels in the app shell: loaded once the system settings name them, a page
 * view per route, and the registration event once per registered user id (SPEC 4, SPEC 9).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { initPixels, trackPageView, trackRegistration } from '#web/lib/pixels.ts';
import { useSession } from '#web/stores/session.ts';

export function usePixels(): void {
  const { pathname } = useLocation();
  const facebook = useSession((s) => s.pixelIds.facebook);
  const tiktok = useSession((s) => s.pixelIds.tiktok);
  const userId = useSession((s) => s.userId);
  const hadLogin = useSession((s) => s.hadLogin);
  const configured = facebook !== '' || tiktok !== '';

  useEffect(() => {
    if (configured) initPixels({ facebook, tiktok });
  }, [configured, facebook, tiktok]);

  useEffect(() => {
    if (configured) trackPageView();
  }, [configured, pathname]);

  useEffect(() => {
    if (configured && hadLogin && userId !== null) trackRegistration(userId);
  }, [configured, hadLogin, userId]);
}
