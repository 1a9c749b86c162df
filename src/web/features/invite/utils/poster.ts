/**
 * The share poster (issue 6): a PNG with the app name, the reward and the invite link as a QR
 * code. The drawing is a pure function of a 2D context (tested with a recording one); the
 * canvas and the PNG come only in the browser. Loaded on demand: qrcode stays out of every
 * bundle until someone asks for a poster.
 */
import { create as createQr } from 'qrcode';

export const POSTER_WIDTH = 720;
export const POSTER_HEIGHT = 1080;

/** The white square the code sits in (quiet zone included). */
const QR_BOX = 440;
/** Light modules around the code, as the standard asks. */
const QR_QUIET_MODULES = 4;
const SIDE_MARGIN = 60;
const CARD_PADDING = 30;
const CARD_RADIUS = 28;

const COLORS = {
  top: '#d81b60',
  bottom: '#ff8a65',
  text: '#ffffff',
  card: '#ffffff',
  dark: '#1f1f24',
  hint: '#63636d',
} as const;

/** The hint under the code: 26 px, down to 18 px on one line, else two lines of 18 px. */
const HINT_SIZE = { maxPx: 26, minPx: 18, weight: 400, maxLines: 2 } as const;

const FONT_FAMILY = 'system-ui, -apple-system, "PingFang SC", "Noto Sans", "Noto Sans Thai", sans-serif';

export interface PosterContent {
  appName: string;
  /** The reward, e.g. "Invite friends: 2,000 gold coins for each". */
  headline: string;
  /** Under the code, e.g. "Scan to watch with me". */
  scanHint: string;
  link: string;
}

/** What the drawing needs of a CanvasRenderingContext2D. */
export type PosterContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'createLinearGradient'
  | 'beginPath'
  | 'moveTo'
  | 'arcTo'
  | 'closePath'
  | 'fill'
>;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark(row: number, col: number): boolean;
}

/** The QR code of `text` (error correction M: still reads with a smudge or a crease). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

export interface QrPlacement {
  x: number;
  y: number;
  /** Pixels per module (whole pixels: crisp edges). */
  cell: number;
}

/** Where a code of `size` modules goes inside a QR_BOX square at (boxX, boxY), centred. */
export function placeQr(size: number, boxX: number, boxY: number, box = QR_BOX): QrPlacement {
  const cell = Math.max(1, Math.floor(box / (size + 2 * QR_QUIET_MODULES)));
  const offset = Math.floor((box - cell * size) / 2);
  return { x: boxX + offset, y: boxY + offset, cell };
}

/**
 * Breaks `text` into lines no wider than `maxWidth`: at spaces where the script has them,
 * anywhere between characters where it has none (Chinese, Thai, a URL). At most `maxLines`;
 * a cut last line ends with an ellipsis.
 */
export function wrapText(
  ctx: Pick<PosterContext, 'measureText'>,
  text: string,
  maxWidth: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    const candidate = line + ch;
    if (line === '' || ctx.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (ch !== ' ' && space > 0) {
      lines.push(line.slice(0, space).trimEnd());
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line.trimEnd());
      line = ch === ' ' ? '' : ch;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 0 && ctx.measureText(`${last}…`).width > maxWidth)
    last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function font(px: number, weight: 400 | 700): string {
  return `${weight} ${px}px ${FONT_FAMILY}`;
}

export interface FittedText {
  /** The font size the lines are measured (and to be drawn) at. */
  px: number;
  lines: string[];
}

/**
 * `text` whole in `maxWidth`, as large as it goes: on one line at the largest size from `maxPx`
 * down to `minPx`; longer than one line at `minPx`, wrapped at that size on up to `maxLines`
 * lines (an ellipsis only past those). Leaves the context's font at the size chosen.
 */
export function fitText(
  ctx: Pick<PosterContext, 'font' | 'measureText'>,
  text: string,
  maxWidth: number,
  size: { maxPx: number; minPx: number; weight: 400 | 700; maxLines?: number },
): FittedText {
  for (let px = size.maxPx; px >= size.minPx; px--) {
    ctx.font = font(px, size.weight);
    if (ctx.measureText(text).width <= maxWidth) return { px, lines: [text] };
  }
  ctx.font = font(size.minPx, size.weight);
  return { px: size.minPx, lines: wrapText(ctx, text, maxWidth, size.maxLines ?? 2) };
}

function roundedRect(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
  ctx.fill();
}

/** Draws the whole poster on a POSTER_WIDTH x POSTER_HEIGHT context. */
export function drawPoster(
  ctx: PosterContext,
  content: PosterContent,
  qr: QrMatrix = qrMatrix(content.link),
): void {
  const centre = POSTER_WIDTH / 2;
  const textWidth = POSTER_WIDTH - 2 * SIDE_MARGIN;

  const background = ctx.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  background.addColorStop(0, COLORS.top);
  background.addColorStop(1, COLORS.bottom);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = COLORS.text;
  ctx.font = font(52, 700);
  const [appName = ''] = wrapText(ctx, content.appName, textWidth, 1);
  ctx.fillText(appName, centre, 100);

  ctx.font = font(38, 700);
  const headline = wrapText(ctx, content.headline, textWidth, 3);
  headline.forEach((text, i) => ctx.fillText(text, centre, 180 + i * 52));
  const headlineBottom = 180 + Math.max(0, headline.length - 1) * 52 + 26;

  // The white card: the code with its quiet zone, and the hint under it.
  const cardWidth = QR_BOX + 2 * CARD_PADDING;
  const cardX = (POSTER_WIDTH - cardWidth) / 2;
  const cardY = Math.max(300, headlineBottom + 40);
  const cardHeight = CARD_PADDING + QR_BOX + 70;
  ctx.fillStyle = COLORS.card;
  roundedRect(ctx, cardX, cardY, cardWidth, cardHeight, CARD_RADIUS);

  const place = placeQr(qr.size, cardX + CARD_PADDING, cardY + CARD_PADDING);
  ctx.fillStyle = COLORS.dark;
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.isDark(row, col))
        ctx.fillRect(place.x + col * place.cell, place.y + row * place.cell, place.cell, place.cell);
    }
  }

  // The hint under the code, whole in any language: smaller, or on two lines, rather than cut.
  ctx.fillStyle = COLORS.hint;
  const hint = fitText(ctx, content.scanHint, cardWidth - 2 * CARD_PADDING, HINT_SIZE);
  const hintLineHeight = Math.round(hint.px * 1.25);
  const hintCentre = cardY + CARD_PADDING + QR_BOX + 30;
  hint.lines.forEach((text, i) =>
    ctx.fillText(text, centre, hintCentre + (i - (hint.lines.length - 1) / 2) * hintLineHeight),
  );

  ctx.fillStyle = COLORS.text;
  ctx.font = font(22, 400);
  const linkTop = cardY + cardHeight + 44;
  wrapText(ctx, content.link, textWidth, 3).forEach((text, i) =>
    ctx.fillText(text, centre, linkTop + i * 32),
  );
}

/** The poster as a PNG blob (browser only: needs a canvas). */
export async function renderPoster(content: PosterContent, doc: Document = document): Promise<Blob> {
  const canvas = doc.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas here');
  drawPoster(ctx, content);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))),
      'image/png',
    );
  });
}

/** The saved file's name. */
export function posterFileName(code: string): string {
  return `invite-${code.replace(/[^A-Za-z0-9]/g, '') || 'poster'}.png`;
}
