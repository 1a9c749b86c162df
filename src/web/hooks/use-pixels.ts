/**
 * The analytics pixels in the app shell: loaded once the system settings name them, a page
 * view per route, and the registration event once per registered user id (SPEC 4, SPEC 9).
 * Their code (lib/pixels.ts) is fetched only when an id is configured, so it is not part of
 * the first page's JS; calls keep their order since they all wait on the same module.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type * as PixelsModule from '#web/lib/pixels.ts';
import { useSession } from '#web/stores/session.ts';

type Pixels = typeof PixelsModule;

/** Runs `use` with the pixels' module; a chunk that fails to load (offline) just sends nothing. */
function withPixels(use: (pixels: Pixels) => void): void {
  import('#web/lib/pixels.ts').then(use).catch(() => undefined);
}

export function usePixels(): void {
  const { pathname } = useLocation();
  const facebook = useSession((s) => s.pixelIds.facebook);
  const tiktok = useSession((s) => s.pixelIds.tiktok);
  const userId = useSession((s) => s.userId);
  const hadLogin = useSession((s) => s.hadLogin);
  const configured = facebook !== '' || tiktok !== '';

  useEffect(() => {
    if (configured) withPixels((pixels) => pixels.initPixels({ facebook, tiktok }));
  }, [configured, facebook, tiktok]);

  useEffect(() => {
    if (configured) withPixels((pixels) => pixels.trackPageView());
  }, [configured, pathname]);

  useEffect(() => {
    if (configured && hadLogin && userId !== null) withPixels((pixels) => pixels.trackRegistration(userId));
  }, [configured, hadLogin, userId]);
}
