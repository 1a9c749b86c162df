/** The For You feed's test doubles: a layout-free IntersectionObserver and feed pages. */
import type { RecommendPage } from '#shared/contract/catalogue.ts';
import { dramaCard, episodePlay } from '#web/testing/fixtures.ts';

/** The height of the feed and of each of its pages (jsdom lays nothing out). */
export const PAGE_HEIGHT = 700;

/**
 * IntersectionObserver as a browser runs it for this feed: some time after `observe`, and
 * after every scroll the test makes, the page filling the feed is fully visible, the others not.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly #callback: IntersectionObserverCallback;
  readonly #root: HTMLElement;
  readonly #targets = new Set<Element>();

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.#root = options?.root as HTMLElement;
    FakeIntersectionObserver.live.add(this);
  }

  observe(target: Element): void {
    if (this.#targets.size === 0) setTimeout(() => this.report(), 0);
    this.#targets.add(target);
  }

  disconnect(): void {
    this.#targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  report(): void {
    if (!FakeIntersectionObserver.live.has(this)) return;
    const records = [...this.#targets].map((target) => {
      const index = Number((target as HTMLElement).dataset.index);
      const ratio = Math.abs(index * PAGE_HEIGHT - this.#root.scrollTop) < 1 ? 1 : 0;
      return { target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry;
    });
    this.#callback(records, this as unknown as IntersectionObserver);
  }
}

function drama(id: number) {
  return {
    drama: dramaCard({ drama_id: id, title: `Drama ${id}` }),
    episode: episodePlay(id, 1),
  };
}

/** Page `page` of a feed of `total` dramas (ids 101, 102, ...), 10 a page. */
export function feedPage(page: number, total: number): RecommendPage {
  const first = (page - 1) * 10;
  const count = Math.max(0, Math.min(10, total - first));
  return {
    list: Array.from({ length: count }, (_, i) => drama(101 + first + i)),
    total,
    page,
    page_size: 10,
  };
}
