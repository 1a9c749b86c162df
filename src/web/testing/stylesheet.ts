/**
 * A component's stylesheet read as text, for layout tests: jsdom lays nothing out and Vitest
 * hands CSS imports over empty, so a rule a phone width depends on is checked where it is written.
 */
// Tests only: never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';

/** `rule(selector)`: the declarations of every rule of the stylesheet at `url` naming `selector` exactly. */
export function stylesheetRules(url: URL): (selector: string) => Record<string, string> {
  const css = readFileSync(url, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return (selector) => {
    const found: Record<string, string> = {};
    for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      if (!(selectors ?? '').split(',').some((s) => s.trim() === selector)) continue;
      for (const declaration of (body ?? '').split(';')) {
        const [property, ...value] = declaration.split(':');
        if (property && value.length > 0) found[property.trim()] = value.join(':').trim();
      }
    }
    return found;
  };
}
