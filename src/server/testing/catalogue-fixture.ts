/**
 * A small catalogue for API tests: two dramas in five languages with real files on disk
 * (playlists, an init segment, media segments and posters) so media requests can be served.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SampleManifest } from '../modules/media/pipeline/manifest.ts';

export const SEGMENT_BYTES = 48 * 1024;

function writeEpisode(mediaRoot: string, key: string): void {
  const dir = path.join(mediaRoot, 'e', key);
  mkdirSync(path.join(dir, '360p'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.m3u8'),
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640\n360p/index.m3u8\n',
  );
  writeFileSync(
    path.join(dir, '360p', 'index.m3u8'),
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n',
  );
  writeFileSync(path.join(dir, '360p', 'init.mp4'), randomBytes(1200));
  writeFileSync(path.join(dir, '360p', 'seg_000.m4s'), randomBytes(SEGMENT_BYTES));
  writeFileSync(path.join(dir, 'poster.webp'), randomBytes(300));
}

const names = (en: string, zh: string, th: string, id: string) => ({
  'zh-Hans': zh,
  'zh-Hant': zh,
  en,
  th,
  id,
});

export function writeCatalogueFixture(mediaRoot: string): SampleManifest {
  mkdirSync(path.join(mediaRoot, 'posters'), { recursive: true });
  const drama = (
    slug: string,
    count: number,
    free: number,
    price: number,
    status: 'new' | 'ongoing' | 'completed',
    tagSlugs: string[],
    titles: ReturnType<typeof names>,
  ) => {
    writeFileSync(path.join(mediaRoot, 'posters', `${slug}.webp`), randomBytes(500));
    return {
      slug,
      status,
      free_episodes: free,
      episode_price: price,
      tags: tagSlugs,
      poster: `posters/${slug}.webp`,
      titles,
      synopses: names(
        `About ${titles.en}`,
        `關於${titles['zh-Hant']}`,
        `เรื่องย่อ ${titles.th}`,
        `Tentang ${titles.id}`,
      ),
      episodes: Array.from({ length: count }, (_, i) => {
        const key = `${slug.slice(0, 6)}${String(i + 1).padStart(2, '0')}k`;
        writeEpisode(mediaRoot, key);
        return {
          number: i + 1,
          media_key: key,
          duration_ms: 6000,
          width: 540,
          height: 960,
          poster: `e/${key}/poster.webp`,
        };
      }),
    };
  };
  return {
    version: 1,
    generated_at: new Date().toISOString(),
    tags: [
      { slug: 'romance', names: names('Romance', '愛情', 'โรแมนติก', 'Romansa') },
      { slug: 'revenge', names: names('Revenge', '復仇', 'แก้แค้น', 'Balas dendam') },
    ],
    dramas: [
      drama(
        'secret-bride',
        6,
        2,
        30,
        'ongoing',
        ['romance'],
        names('The Secret Bride', '秘密新娘', 'เจ้าสาวลับ', 'Pengantin Rahasia'),
      ),
      drama(
        'queen-returns',
        3,
        1,
        50,
        'completed',
        ['revenge', 'romance'],
        names('The Queen Returns', '女王歸來', 'ราชินีกลับมา', 'Sang Ratu Kembali'),
      ),
    ],
  };
}

/**
 * Many dramas without media files, for money tests: `count` dramas of `episodes` episodes,
 * the first `free` free and the rest at `price` coins.
 */
export function moneyCatalogue(count: number, episodes = 12, free = 2, price = 10): SampleManifest {
  return {
    version: 1,
    generated_at: new Date().toISOString(),
    tags: [{ slug: 'money', names: names('Money', '金錢', 'เงิน', 'Uang') }],
    dramas: Array.from({ length: count }, (_, d) => {
      const slug = `money-${String(d + 1).padStart(3, '0')}`;
      const title = `Money Drama ${d + 1}`;
      return {
        slug,
        status: 'ongoing' as const,
        free_episodes: free,
        episode_price: price,
        tags: ['money'],
        poster: `posters/${slug}.webp`,
        titles: names(title, `金錢劇 ${d + 1}`, `ละครเงิน ${d + 1}`, `Drama Uang ${d + 1}`),
        synopses: names(title, title, title, title),
        episodes: Array.from({ length: episodes }, (_, i) => {
          const key = `m${String(d + 1).padStart(3, '0')}e${String(i + 1).padStart(2, '0')}`;
          return {
            number: i + 1,
            media_key: key,
            duration_ms: 6000,
            width: 540,
            height: 960,
            poster: `e/${key}/poster.webp`,
          };
        }),
      };
    }),
  };
}
