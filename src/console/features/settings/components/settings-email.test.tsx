// @vitest-environment jsdom
/**
 * The settings warn while the saved service address is still the install's example one (viewers
 * see it in the app's service and blocked dialogs), and not once a real one is saved.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleSettings } from '#shared/contract/console-settings.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { SETTINGS as settings } from '#console/testing/selling-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

function show(stored: ConsoleSettings) {
  api.answer({
    'GET /auth/session': () => ok(meOf('owner')),
    'GET /settings': () => ok(stored),
  });
  renderConsole('/console/settings');
}

describe('the service address', SLOW, () => {
  it('is flagged while it is the example one', async () => {
    show({ ...settings, values: { ...settings.values, email: 'support@enjoydrama.example' } });
    const warning = await screen.findByTestId('settings-email-placeholder');
    expect(warning.textContent).toContain('The service email is still the example address');
    expect(warning.textContent).toContain('Viewers see support@enjoydrama.example');
  });

  it('is not flagged once a real one is saved', async () => {
    show({ ...settings, values: { ...settings.values, email: 'help@enjoydrama.com' } });
    await screen.findByLabelText('App name');
    expect(screen.queryByTestId('settings-email-placeholder')).toBeNull();
  });
});
