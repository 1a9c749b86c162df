/**
 * The Content-Security-Policy and headers of each kind of response (docs/decisions/0017), built
 * from the configuration here and nowhere else: the web app (its shell and the resources it
 * loads, with the hosts of the pixels and of Facebook's SDK when configured), the articles, the
 * stand-ins' pages, the operator console; and helmet's options. Inline scripts are allowed by
 * their SHA-256 hash, never by a nonce. The plugin that sets them: security-headers.ts.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../env.ts';

/**
 * The pages the server renders (and the operator console's shell, a static page); the viewer
 * app's shell has its own helper (it reads the settings).
 */
export type PageKind = 'document' | 'stand-in' | 'console';

/** The pixel ids of the system settings ('' = none), as the settings service stores them. */
export interface PixelSettings {
  pixel_facebook: string;
  pixel_tiktok: string;
}

/** What the policies depend on in the configuration. */
export type PolicyConfig = Pick<Config, 'publicUrl' | 'mediaBaseUrl' | 'facebook'>;

type Directives = Record<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";

/** Hosts a feature needs, per directive. */
interface Hosts {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  frame?: readonly string[];
}

/**
 * Facebook's pixel (lib/pixels.ts): fbevents.js and its config scripts from
 * connect.facebook.net; events to www.facebook.com/tr as an image or by fetch/beacon.
 */
const FACEBOOK_PIXEL: Hosts = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};
/** TikTok's pixel: events.js and its chunks from analytics.tiktok.com, events back to it. */
const TIKTOK_PIXEL: Hosts = {
  script: ['https://analytics.tiktok.com'],
  connect: ['https://analytics.tiktok.com'],
  img: ['https://analytics.tiktok.com'],
};
/**
 * Facebook's JS SDK for a real Facebook app (features/login): sdk.js from connect.facebook.net;
 * FB.login opens a window (no CSP applies) but the SDK may frame, call and ping facebook.com.
 */
const FACEBOOK_SDK: Hosts = {
  script: ['https://connect.facebook.net'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com', 'https://web.facebook.com'],
  img: ['https://www.facebook.com'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The header value: directives in a stable order, sources de-duplicated. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${unique(sources).join(' ')}` : name))
    .join('; ');
}

/**
 * The CSP source of an inline script: the browser hashes the text between the tags as parsed,
 * where the HTML parser has turned CR LF and lone CR into LF.
 */
export function scriptHash(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

/** The policies and headers of each kind of response, built once from the configuration. */
export function createSecurityPolicies(config: PolicyConfig) {
  // MEDIA_BASE_URL: playlists and segments (hls.js fetches them), posters, and the <video>
  // itself where the browser plays HLS natively (Safari).
  const media = originOf(config.mediaBaseUrl);
  // Forms post to this site only; the sandbox gateway and the OAuth stand-in then redirect
  // (303) to PUBLIC_URL's origin, which Chromium checks against form-action too.
  const formTargets = [SELF, ...originOf(config.publicUrl)];
  // Only a real Facebook app loads Facebook's SDK: the stand-in's is a script of this site.
  const facebookSdk = Boolean(config.facebook.appId && config.facebook.appSecret && !config.facebook.sdkUrl);

  // The shell's scripts change rarely (the boot data every 30 s at most): hash each text once.
  const hashes = new Map<string, string>();
  const hashOf = (text: string): string => {
    let hash = hashes.get(text);
    if (hash === undefined) {
      if (hashes.size >= 32) hashes.clear();
      hash = scriptHash(text);
      hashes.set(text, hash);
    }
    return hash;
  };

  /**
   * The web app's policy (the shell, and the resources it loads). Styles: 'self' and
   * 'unsafe-inline', knowingly: antd-mobile sets style attributes and the shell and home's
   * first screen carry <style> elements; scripts stay strict, which is what stops injection.
   * hls.js light (ESM build) runs no worker (no blob: worker), so worker-src is the PWA's.
   */
  const appPolicy = (inlineScripts: readonly string[], extra: readonly Hosts[]): Directives => {
    const hosts = (key: keyof Hosts) => extra.flatMap((h) => h[key] ?? []);
    return {
      'default-src': [SELF],
      'base-uri': [SELF],
      'object-src': [NONE],
      'script-src': [SELF, ...inlineScripts.map(hashOf), ...hosts('script')],
      'script-src-attr': [NONE],
      'style-src': [SELF, "'unsafe-inline'"],
      // blob: the avatar preview, the invite poster; data: small inline images.
      'img-src': [SELF, 'data:', 'blob:', ...media, ...hosts('img')],
      // blob: hls.js plays through a MediaSource object URL.
      'media-src': [SELF, 'blob:', ...media],
      // blob: the invite poster is saved by fetching its object URL.
      'connect-src': [SELF, 'blob:', ...media, ...hosts('connect')],
      'font-src': [SELF, 'data:'],
      // The agreement popup frames the article pages of this site.
      'frame-src': [SELF, ...hosts('frame')],
      'worker-src': [SELF],
      'form-action': formTargets,
      'frame-ancestors': [NONE],
    };
  };

  /** Articles: text and an inline style, shown in the app's agreement popup (a frame). */
  const documentPolicy: Directives = {
    'default-src': [NONE],
    'style-src': ["'unsafe-inline'"],
    'base-uri': [NONE],
    'form-action': [NONE],
    'frame-ancestors': [SELF],
  };

  /** The stand-ins' pages: a form to this site; the OAuth popup's end has one script. */
  const standInPolicy = (inlineScripts: readonly string[]): Directives => ({
    'default-src': [NONE],
    ...(inlineScripts.length ? { 'script-src': inlineScripts.map(scriptHash) } : {}),
    'style-src': ["'unsafe-inline'"],
    'base-uri': [NONE],
    'form-action': formTargets,
    'frame-ancestors': [NONE],
  });

  /**
   * The operator console (plugins/console-app.ts, decision 0026): its own bundle, no inline
   * script, no third party. Scripts from this site only (no hash, no nonce: nothing inline).
   * Styles: 'unsafe-inline', knowingly: antd's CSS-in-JS writes <style> elements at run time and
   * its components set style attributes. Images: posters from the media origin, blob: and data:
   * for an upload's preview and the TOTP QR code. Never framed.
   */
  const consolePolicy: Directives = {
    'default-src': [SELF],
    'base-uri': [NONE],
    'object-src': [NONE],
    'script-src': [SELF],
    'script-src-attr': [NONE],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', ...media],
    'media-src': [SELF, 'blob:', ...media],
    'connect-src': [SELF, ...media],
    'font-src': [SELF, 'data:'],
    'worker-src': [NONE],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  };

  const resourcePolicy = appPolicy([], []);

  return {
    /** helmet's options: its defaults, with the resource policy and the choices below. */
    helmet: {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        // No upgrade-insecure-requests: the app is also served over plain http on a local
        // network (PORT, HOST 0.0.0.0), where it would send every request to https.
        directives: Object.fromEntries(Object.entries(resourcePolicy).map(([k, v]) => [k, [...v]])),
      },
      // The Facebook SDK (the stand-in's and the real one) opens its login dialog in a popup
      // that answers through window.opener: 'same-origin' would cut that link.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
      // Same-origin by default; the media routes allow cross-origin (a CDN in front of them).
      crossOriginResourcePolicy: { policy: 'same-origin' as const },
      frameguard: { action: 'deny' as const },
      // Only where the site is https (PUBLIC_URL): over http browsers ignore it, and on
      // http://localhost it would stick to every port of a developer's machine. Without
      // includeSubDomains: the other hosts under this name are not ours to decide.
      strictTransportSecurity: config.publicUrl?.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : (false as const),
    },
    /** The headers of a server-rendered page. */
    page(kind: PageKind, inlineScripts: readonly string[] = []): Record<string, string> {
      if (kind === 'console') {
        return {
          'content-security-policy': serializePolicy(consolePolicy),
          // Setup links carry their token in the fragment, which is never sent; the path is ours.
          'referrer-policy': 'same-origin',
        };
      }
      if (kind === 'document') {
        return {
          'content-security-policy': serializePolicy(documentPolicy),
          // For browsers without frame-ancestors; the agreement popup is on this site.
          'x-frame-options': 'SAMEORIGIN',
        };
      }
      return {
        'content-security-policy': serializePolicy(standInPolicy(inlineScripts)),
        'referrer-policy': 'no-referrer',
      };
    },
    /** The app shell's headers, with the hosts of the pixels configured now. */
    appShell(inlineScripts: readonly string[], pixels: PixelSettings): Record<string, string> {
      const extra = [
        ...(pixels.pixel_facebook.trim() ? [FACEBOOK_PIXEL] : []),
        ...(pixels.pixel_tiktok.trim() ? [TIKTOK_PIXEL] : []),
        ...(facebookSdk ? [FACEBOOK_SDK] : []),
      ];
      return {
        'content-security-policy': serializePolicy(appPolicy(inlineScripts, extra)),
        // The browser's default, stated: providers and gateways see our origin, not the path.
        'referrer-policy': 'strict-origin-when-cross-origin',
      };
    },
  };
}
