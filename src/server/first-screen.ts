/**
 * The static first screen of home (docs/decisions/0011): plain HTML put into `#root` when the
 * server sends index.html for home, built from the boot data (decision 0006) in the site's
 * default language. It copies the boxes of the React home (title bar, first banner, the way to
 * the rankings, the first rail, the tab bar) with its own small stylesheet, so the poster
 * paints before any JS has run; React's first render replaces it where nothing moves.
 * No data-testid here: the tests look for the React elements.
 */
import { SEARCH_ICON_PATH } from '#shared/icon-paths.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomeData } from '#shared/contract/catalogue.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { escapeHtml } from './lib/html.ts';

/** The web app's messages this screen shows (src/web/locales, flat keys). */
const MESSAGE_KEYS = [
  'tabs.label',
  'tabs.home',
  'tabs.list',
  'tabs.recommend',
  'tabs.mine',
  'home.banner_label',
  'home.rankings',
  'home.rankings_desc',
  'home.more',
  'home.search_label',
  'drama.episodes',
  'continue.title',
] as const;
type MessageKey = (typeof MESSAGE_KEYS)[number];
type Messages = Record<MessageKey, string>;

const localesDir = path.join(import.meta.dirname, '..', 'web', 'locales');
const messagesCache = new Map<LanguageId, Messages>();

function messagesOf(language: LanguageId): Messages {
  const cached = messagesCache.get(language);
  if (cached) return cached;
  const all = JSON.parse(readFileSync(path.join(localesDir, `${localeOf(language)}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const messages = Object.fromEntries(
    MESSAGE_KEYS.map((key) => [key, typeof all[key] === 'string' ? all[key] : '']),
  ) as Messages;
  messagesCache.set(language, messages);
  return messages;
}

/** Same as the React home (RANKED_RAILS of home-rails.tsx, EAGER_CARDS, the poster sizes). */
const RANKED_RAILS = new Set(['hot', 'new', 'favorite']);
const EAGER_CARDS = 4;
/** Cards of the first rail in the static screen: those on screen (3.3 per width), no more work. */
const RAIL_CARDS = 4;
const FALLBACK_APP_NAME = 'Enjoy Drama';

/**
 * Continue watching's room (the web's continue-watching-room.tsx): home keeps it from its first
 * render when this session's last history had something to continue, a tag of the session's
 * token in localStorage (features/history/utils/continue-hint.ts; the web's STORAGE_KEYS). This
 * page is the same for every visitor, so a tiny script, parsed before the room and the banner,
 * reads that tag before the first paint and marks `<html data-continue>`; the room shows only
 * then (a viewer without history never sees it). Its CSP hash is the page's (plugins/spa.ts).
 * The tag is the web's FNV-1a of the token in hex (src/web/lib/session-tag.ts; the test checks
 * they agree).
 */
export const CONTINUE_ROOM_SCRIPT =
  'try{let s=localStorage,t=s.getItem("enjoy.token"),h=2166136261,i=0;if(t){for(;i<t.length;i++)' +
  'h=Math.imul(h^t.charCodeAt(i),16777619);if(s.getItem("enjoy.continue-hint")===(h>>>0).toString(16))' +
  'document.documentElement.setAttribute("data-continue","")}}catch{}';

const playHref = (dramaId: number): string => `/pages/video/play?drama_id=${dramaId}`;

/**
 * The styles of the screen, in the page: the same sizes as the CSS modules of the title bar,
 * banners, rank entry, rails, drama card and tab bar (and global.css's tokens).
 */
export const FIRST_SCREEN_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  'body{min-height:100dvh;overflow-x:hidden}',
  '.fs-shell{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang TC","PingFang SC","Noto Sans TC","Noto Sans SC","Noto Sans Thai","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased;color:#1f1f24;position:relative;display:flex;flex-direction:column;width:100%;max-width:600px;min-height:100dvh;margin:0 auto;padding-right:env(safe-area-inset-right);padding-left:env(safe-area-inset-left);background:#f6f6f8}',
  '.fs-bar{position:sticky;top:0;z-index:20;padding-top:env(safe-area-inset-top);background:#d81b60;color:#fff}',
  // Room for the sandbox strip (spa.ts marks the page), as the app's bar keeps it.
  'html[data-sandbox] .fs-bar{padding-top:calc(env(safe-area-inset-top) + 16px)}',
  'html[data-sandbox] .fs-search{top:calc(env(safe-area-inset-top) + 20.5px)}',
  '.fs-bar h1{height:45px;margin:0;padding:0 48px;overflow:hidden;font-size:17px;font-weight:600;line-height:45px;text-align:center;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-search{position:absolute;top:calc(env(safe-area-inset-top) + 4.5px);right:4px;display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;color:inherit;font-size:24px}',
  '.fs-search svg{width:1em;height:1em}',
  '.fs-main{flex:1;min-width:0;padding-bottom:calc(52px + env(safe-area-inset-bottom))}',
  // Continue watching's room (continue-watching.module.css, skeleton.module.css): 140 px.
  '.fs-cw{display:none;padding-top:4px}',
  'html[data-continue] .fs-cw{display:block}',
  '.fs-cw div{padding:12px 12px 8px;overflow:hidden;font-size:17px;font-weight:700;line-height:24px;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-cw ul{display:grid;grid-auto-columns:min(240px,64%);grid-auto-flow:column;gap:10px;margin:0;padding:0 12px 4px;overflow:hidden;list-style:none}',
  '.fs-cw li{display:flex;gap:10px;align-items:center;min-width:0;padding:8px;border-radius:10px;background:#fff}',
  '.fs-cw span{display:flex;flex:1;flex-direction:column;gap:4px;min-width:0}',
  '.fs-cw i,.fs-cw b{display:block;flex:none;width:54px;aspect-ratio:3/4;border-radius:6px;background:linear-gradient(90deg,#e4e4ea,#efeff3 40%,#e4e4ea 80%) 0 0/300% 100%;animation:fs-shimmer 1.4s linear infinite}',
  '.fs-cw b{width:90%;height:12px;aspect-ratio:auto;border-radius:4px}',
  '.fs-cw b+b{width:55%}',
  '@keyframes fs-shimmer{from{background-position:100% 0}to{background-position:0 0}}',
  '@media (prefers-reduced-motion:reduce){.fs-cw i,.fs-cw b{animation:none}}',
  '.fs-banner{position:relative;margin:12px 12px 0;overflow:hidden;border-radius:12px;aspect-ratio:16/9;background:#e6e6ec}',
  '.fs-slide{position:relative;display:block;width:100%;aspect-ratio:16/9;overflow:hidden;color:#fff;text-decoration:none}',
  '.fs-slide img{position:absolute;inset:0;display:block;width:100%;height:100%;object-fit:cover;object-position:50% 0}',
  '.fs-caption{position:absolute;right:0;bottom:0;left:0;padding:28px 12px 18px;overflow:hidden;background:linear-gradient(transparent,rgb(0 0 0/65%));font-size:16px;font-weight:700;line-height:20px;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-rank{display:flex;align-items:center;gap:8px;height:44px;margin:12px 12px 0;padding:0 12px 0 40px;border-radius:10px;background:linear-gradient(90deg,#fff0f5,#fff);color:#1f1f24;text-decoration:none}',
  '.fs-rank b{flex:none;color:#ad1457;font-size:15px}',
  '.fs-rank span{flex:1;min-width:0;overflow:hidden;color:#63636d;font-size:12px;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-rail{padding-top:4px}',
  '.fs-head{display:flex;align-items:center;justify-content:space-between;height:44px;padding:0 12px}',
  '.fs-head h2{margin:0;overflow:hidden;font-size:17px;font-weight:700;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-head span{flex:none;padding:0 15px 0 8px;color:#63636d;font-size:13px}',
  '.fs-rail ul{display:grid;grid-auto-columns:calc((100% - 44px)/3.3);grid-auto-flow:column;gap:10px;margin:0;padding:0 12px 4px;overflow-x:hidden;list-style:none}',
  '.fs-card{display:flex;flex-direction:column;gap:4px;min-width:0;color:#1f1f24;text-decoration:none}',
  '.fs-poster{position:relative;width:100%;aspect-ratio:3/4;overflow:hidden;border-radius:8px;background:linear-gradient(160deg,#ececf1,#dedee6)}',
  '.fs-poster img{display:block;width:100%;height:100%;object-fit:cover}',
  '.fs-title{display:-webkit-box;height:36px;overflow:hidden;font-size:13px;font-weight:600;line-height:18px;-webkit-box-orient:vertical;-webkit-line-clamp:2}',
  '.fs-meta{overflow:hidden;color:#63636d;font-size:12px;line-height:16px;white-space:nowrap;text-overflow:ellipsis}',
  '.fs-tabs{position:fixed;right:0;bottom:0;left:0;z-index:20;display:flex;max-width:600px;height:calc(52px + env(safe-area-inset-bottom));margin:0 auto;padding-bottom:env(safe-area-inset-bottom);background:#fff;box-shadow:0 -1px 0 rgb(0 0 0/6%)}',
  '.fs-tabs span{display:flex;flex:1;flex-direction:column;align-items:center;justify-content:flex-end;padding-bottom:5.5px;color:#666;font-size:10px;line-height:15px}',
  '.fs-tabs .fs-on{color:#d81b60}',
].join('');

export interface FirstScreenInput {
  language: LanguageId;
  /** The system setting's app name (the home title); empty: the fallback name. */
  appName: string;
  home: HomeData;
}

function bannerHtml(home: HomeData, messages: Messages): string {
  const banner = home.banners[0];
  if (!banner) return '';
  return (
    `<section class="fs-banner" aria-label="${escapeHtml(messages['home.banner_label'])}">` +
    `<a class="fs-slide" href="${escapeHtml(playHref(banner.drama_id))}">` +
    `<img src="${escapeHtml(banner.image)}" alt="" width="750" height="422" fetchpriority="high">` +
    `<span class="fs-caption">${escapeHtml(banner.title)}</span></a></section>`
  );
}

function railHtml(home: HomeData, messages: Messages): string {
  const rail = home.rails.find((r) => r.list.length > 0);
  if (!rail) return '';
  const more = RANKED_RAILS.has(rail.key) ? `<span>${escapeHtml(messages['home.more'])}</span>` : '';
  const cards = rail.list
    .slice(0, RAIL_CARDS)
    .map((drama, index) => {
      const poster =
        drama.poster === ''
          ? ''
          : `<img src="${escapeHtml(drama.poster)}" alt="" width="300" height="400"${index < EAGER_CARDS ? '' : ' loading="lazy"'} decoding="async">`;
      const episodes = messages['drama.episodes'].replace('{{count}}', String(drama.episode_count));
      return (
        `<li><a class="fs-card" href="${escapeHtml(playHref(drama.drama_id))}">` +
        `<div class="fs-poster">${poster}</div>` +
        `<span class="fs-title">${escapeHtml(drama.title)}</span>` +
        `<span class="fs-meta">${escapeHtml(episodes)}</span></a></li>`
      );
    })
    .join('');
  return (
    `<section class="fs-rail"><div class="fs-head"><h2>${escapeHtml(rail.title)}</h2>${more}</div>` +
    `<ul>${cards}</ul></section>`
  );
}

/** Continue watching's room, hidden unless CONTINUE_ROOM_SCRIPT marked the page (two cards). */
function continueRoomHtml(messages: Messages): string {
  const card = '<li><i></i><span><b></b><b></b></span></li>';
  return (
    `<section class="fs-cw" aria-hidden="true"><div>${escapeHtml(messages['continue.title'])}</div>` +
    `<ul>${card}${card}</ul></section>`
  );
}

function tabsHtml(messages: Messages): string {
  const tabs = (['tabs.home', 'tabs.list', 'tabs.recommend', 'tabs.mine'] as const)
    .map((key, index) => `<span${index === 0 ? ' class="fs-on"' : ''}>${escapeHtml(messages[key])}</span>`)
    .join('');
  return `<nav class="fs-tabs" aria-label="${escapeHtml(messages['tabs.label'])}">${tabs}</nav>`;
}

/** The title bar's search button: a plain link to the search page (the React bar's box). */
function searchHtml(messages: Messages): string {
  return (
    `<a class="fs-search" href="/pages/video/search" aria-label="${escapeHtml(messages['home.search_label'])}">` +
    `<svg viewBox="0 0 48 48" aria-hidden="true"><path d="${SEARCH_ICON_PATH}" fill="currentColor"/></svg></a>`
  );
}

/** The static home for `#root`; empty when there is nothing to show (no banner, no rail). */
export function firstScreenHtml(input: FirstScreenInput): string {
  const messages = messagesOf(input.language);
  const banner = bannerHtml(input.home, messages);
  const rail = railHtml(input.home, messages);
  if (banner === '' && rail === '') return '';
  const rank =
    `<a class="fs-rank" href="/pages/video/rankList"><b>${escapeHtml(messages['home.rankings'])}</b>` +
    `<span>${escapeHtml(messages['home.rankings_desc'])}</span></a>`;
  return (
    `<script>${CONTINUE_ROOM_SCRIPT}</script>` +
    `<div class="fs-shell"><header class="fs-bar"><h1>${escapeHtml(input.appName || FALLBACK_APP_NAME)}</h1>` +
    `${searchHtml(messages)}</header>` +
    `<main class="fs-main">${continueRoomHtml(messages)}${banner}${rank}${rail}</main>${tabsHtml(messages)}</div>`
  );
}
