import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { i18next, loadMessages } from '#web/lib/i18n.ts';
import {
  drawPoster,
  fitText,
  placeQr,
  posterFileName,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  qrMatrix,
  wrapText,
  type PosterContext,
  type QrMatrix,
} from './poster.ts';

const LINK = 'https://drama.example/?invite=ABCD2345';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: unknown;
}

/** A 2D context that records what is drawn; text is 0.6 em per character wide. */
function recordingContext() {
  const rects: Rect[] = [];
  const texts: { text: string; x: number; y: number; font: string }[] = [];
  const gradients: { stops: [number, string][] }[] = [];
  let paths = 0;
  const ctx = {
    fillStyle: '#000' as PosterContext['fillStyle'],
    font: '10px sans-serif',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h, fill: this.fillStyle });
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, font: this.font });
    },
    measureText(text: string) {
      const px = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: [...text].length * px * 0.6 } as TextMetrics;
    },
    createLinearGradient() {
      const gradient = { stops: [] as [number, string][] };
      gradients.push(gradient);
      return {
        addColorStop: (offset: number, color: string) => gradient.stops.push([offset, color]),
      } as unknown as CanvasGradient;
    },
    beginPath() {},
    moveTo() {},
    arcTo() {},
    closePath() {},
    fill() {
      paths += 1;
    },
  } satisfies PosterContext;
  return { ctx, rects, texts, gradients, paths: () => paths };
}

function darkCount(qr: QrMatrix): number {
  let n = 0;
  for (let r = 0; r < qr.size; r++) for (let c = 0; c < qr.size; c++) if (qr.isDark(r, c)) n++;
  return n;
}

describe('qrMatrix', () => {
  it('encodes the link as a QR symbol with its three finder patterns', () => {
    const qr = qrMatrix(LINK);
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect((qr.size - 17) % 4).toBe(0);
    // A finder pattern: a dark 7x7 ring, a light ring, a dark 3x3 centre.
    const finder = (top: number, left: number) => {
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) {
          const ring = r === 0 || r === 6 || c === 0 || c === 6;
          const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4;
          expect(qr.isDark(top + r, left + c), `(${top + r},${left + c})`).toBe(ring || centre);
        }
      }
    };
    finder(0, 0);
    finder(0, qr.size - 7);
    finder(qr.size - 7, 0);
    // No finder in the fourth corner.
    expect(qr.isDark(qr.size - 1, qr.size - 1) && qr.isDark(qr.size - 7, qr.size - 7)).toBe(false);
  });

  it('differs for another link', () => {
    const a = qrMatrix(LINK);
    const b = qrMatrix('https://drama.example/?invite=ZZZZ9999');
    let same = true;
    for (let r = 0; r < a.size && same; r++)
      for (let c = 0; c < a.size; c++) if (a.isDark(r, c) !== b.isDark(r, c)) same = false;
    expect(same).toBe(false);
  });
});

describe('placeQr', () => {
  it('keeps whole-pixel modules and a quiet zone of at least 4 modules inside the box', () => {
    for (const size of [21, 25, 29, 33, 41]) {
      const place = placeQr(size, 100, 200, 440);
      expect(Number.isInteger(place.cell)).toBe(true);
      expect(place.x - 100).toBeGreaterThanOrEqual(4 * place.cell);
      expect(place.y - 200).toBeGreaterThanOrEqual(4 * place.cell);
      expect(100 + 440 - (place.x + size * place.cell)).toBeGreaterThanOrEqual(4 * place.cell);
    }
  });
});

describe('wrapText', () => {
  const { ctx } = recordingContext();
  ctx.font = '10px sans-serif'; // 6 px per character

  it('breaks at spaces where the text has them', () => {
    expect(wrapText(ctx, 'Invite friends and earn gold', 90)).toEqual(['Invite friends', 'and earn gold']);
  });

  it('breaks between characters where there are no spaces (Chinese, a URL)', () => {
    expect(wrapText(ctx, '邀請好友每位可獲得金幣', 36)).toEqual(['邀請好友每位', '可獲得金幣']);
    const lines = wrapText(ctx, LINK, 60);
    expect(lines.join('')).toBe(LINK);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(10);
  });

  it('cuts to maxLines with an ellipsis that still fits', () => {
    const lines = wrapText(ctx, 'one two three four five six seven eight', 60, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect([...(lines[1] ?? '')].length * 6).toBeLessThanOrEqual(60);
  });
});

describe('fitText', () => {
  const size = { maxPx: 26, minPx: 18, weight: 400, maxLines: 2 } as const;

  it('keeps the largest size when the text fits on one line', () => {
    const { ctx } = recordingContext();
    expect(fitText(ctx, 'Scan to watch with me', 440, size)).toEqual({
      px: 26,
      lines: ['Scan to watch with me'],
    });
    expect(ctx.font).toContain('26px');
  });

  it('shrinks the font until the whole text fits on one line (Indonesian: no "Pindai untuk menonton…")', () => {
    const { ctx } = recordingContext();
    // 31 characters at 0.6 em: 484 px at 26 px, 428 px at 23 px.
    const fitted = fitText(ctx, 'Pindai untuk menonton bersamaku', 440, size);
    expect(fitted).toEqual({ px: 23, lines: ['Pindai untuk menonton bersamaku'] });
    expect(ctx.font).toContain('23px');
  });

  it('wraps to two lines at the smallest size when even that is too wide, and cuts only past them', () => {
    const { ctx } = recordingContext();
    const text = 'Scan this code with your phone camera to watch with me';
    const fitted = fitText(ctx, text, 440, size);
    expect(fitted.px).toBe(18);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(' ')).toBe(text);
    for (const line of fitted.lines) expect([...line].length * 18 * 0.6).toBeLessThanOrEqual(440);
    const cut = fitText(ctx, 'word '.repeat(60), 440, size);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]?.endsWith('…')).toBe(true);
  });
});

describe('drawPoster', () => {
  const content = {
    appName: 'Enjoy Drama',
    headline: 'Invite friends: 2,000 gold coins for each',
    scanHint: 'Scan to watch with me',
    link: LINK,
  };

  it('draws the background, the app name, the reward, the hint and the link', () => {
    const rec = recordingContext();
    drawPoster(rec.ctx, content);
    expect(rec.rects[0]).toMatchObject({ x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT });
    expect(rec.gradients[0]?.stops.length).toBe(2);
    const texts = rec.texts.map((t) => t.text);
    expect(texts[0]).toBe('Enjoy Drama');
    expect(texts.join(' ')).toContain('Invite friends: 2,000 gold coins');
    expect(texts).toContain('Scan to watch with me');
    expect(texts.slice(-3).join('')).toContain('invite=ABCD2345');
    expect(rec.paths()).toBe(1); // the white card
    for (const t of rec.texts) {
      expect(t.y).toBeGreaterThan(0);
      expect(t.y).toBeLessThan(POSTER_HEIGHT);
      expect([...t.text].length * Number(/(\d+)px/.exec(t.font)?.[1]) * 0.6).toBeLessThanOrEqual(
        POSTER_WIDTH - 120,
      );
    }
  });

  it('draws exactly the dark modules of the link’s code, on one grid inside the poster', () => {
    const rec = recordingContext();
    const qr = qrMatrix(LINK);
    drawPoster(rec.ctx, content, qr);
    const modules = rec.rects.slice(1);
    expect(modules).toHaveLength(darkCount(qr));
    const cell = modules[0]?.w ?? 0;
    expect(cell).toBeGreaterThanOrEqual(8);
    const left = Math.min(...modules.map((m) => m.x));
    const top = Math.min(...modules.map((m) => m.y));
    const drawn = new Set(modules.map((m) => `${(m.y - top) / cell},${(m.x - left) / cell}`));
    for (let r = 0; r < qr.size; r++)
      for (let c = 0; c < qr.size; c++) expect(drawn.has(`${r},${c}`)).toBe(qr.isDark(r, c));
    for (const m of modules) {
      expect(m.w).toBe(cell);
      expect(m.h).toBe(cell);
      expect(m.x + m.w).toBeLessThanOrEqual(POSTER_WIDTH);
      expect(m.y + m.h).toBeLessThanOrEqual(POSTER_HEIGHT);
    }
  });

  it('draws the scan hint whole in every language, under the code and inside the card', async () => {
    for (const { id } of LANGUAGES) {
      const scanHint = i18next.getFixedT(await loadMessages(id))('invite.poster_scan');
      const rec = recordingContext();
      drawPoster(rec.ctx, { ...content, scanHint });
      const lastModule = rec.rects.at(-1)?.y ?? 0;
      const hint = rec.texts.filter((t) => t.y > lastModule && t.y < lastModule + 150);
      expect(hint.map((t) => t.text).join(' '), scanHint).toBe(scanHint);
      for (const t of hint)
        expect([...t.text].length * Number(/(\d+)px/.exec(t.font)?.[1]) * 0.6).toBeLessThanOrEqual(440);
    }
  });

  it('keeps a long headline in three lines above the code', () => {
    const rec = recordingContext();
    drawPoster(rec.ctx, { ...content, headline: 'word '.repeat(80) });
    const headlineLines = rec.texts.filter((t) => t.font.includes('38px'));
    expect(headlineLines).toHaveLength(3);
    const firstModule = rec.rects[1];
    for (const line of headlineLines) expect(line.y).toBeLessThan(firstModule?.y ?? 0);
  });
});

describe('posterFileName', () => {
  it('names the file after the code, with nothing a file system would mind', () => {
    expect(posterFileName('ABCD2345')).toBe('invite-ABCD2345.png');
    expect(posterFileName('../x')).toBe('invite-x.png');
    expect(posterFileName('')).toBe('invite-poster.png');
  });
});
