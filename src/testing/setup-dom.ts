/**
 * Vitest setup of the unit project: in a jsdom test file, Testing Library's `waitFor` and
 * `findBy*` wait up to 5 s for what they look for instead of 1 s. On a machine busy with other
 * work (two cores shared with builds and browsers) a React update that takes a few hundred ms
 * here took over a second, and tests failed that were right. A test that waits for something
 * that never comes still fails, only later; nothing here measures how fast anything is.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
