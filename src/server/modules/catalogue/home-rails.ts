/**
 * Which of home's rails show, in what order (issue 17): the settings row `home_rails`, a list of
 * `{ key, visible }`. Whatever is stored, the answer names every rail once: unknown keys and
 * repeats are dropped, rails missing from it follow, shown (a newer rail appears by default).
 */
import { z } from 'zod';
import { HOME_RAILS, railSetting, type RailSetting } from '#shared/contract/console-home.ts';

export const HOME_RAILS_KEY = 'home_rails';

export const DEFAULT_RAILS: readonly RailSetting[] = HOME_RAILS.map((key) => ({ key, visible: true }));

const stored = z.array(z.unknown()).catch([]);

export function railsFrom(value: unknown): RailSetting[] {
  const out: RailSetting[] = [];
  for (const item of stored.parse(value)) {
    const parsed = railSetting.safeParse(item);
    if (parsed.success && !out.some((r) => r.key === parsed.data.key)) out.push(parsed.data);
  }
  for (const key of HOME_RAILS) if (!out.some((r) => r.key === key)) out.push({ key, visible: true });
  return out;
}
