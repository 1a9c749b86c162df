/**
 * Web Push in the service worker (issue 19), imported by sw.ts: a release push shows a
 * notification (title, body, icon, the episode's page kept as its data); tapping it brings an
 * open window of the app to that episode, or opens one. The DOM library has no service worker
 * types, so the few used here are declared below.
 */
import { releaseNotification, sameOriginPath } from './sw-push-payload.ts';

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

declare const self: {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const shown = releaseNotification(payloadOf(event));
  if (!shown) return;
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      icon: shown.icon,
      badge: shown.icon,
      ...(shown.tag ? { tag: shown.tag } : {}),
      data: { url: shown.url },
    }),
  );
});

async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    if (await focused.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openPage(sameOriginPath(data?.url)));
});
