// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 20_000 };
const LINK = 'http://127.0.0.1:8080/console/setup#token=abc123';

const owner = {
  id: 1,
  email: 'ann@example.com',
  name: 'Ann Owner',
  role: 'owner',
  status: 'active',
  last_login_at: '2026-11-25T09:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
};

describe('the operators page', SLOW, () => {
  it('lists operators with role and status, invites one and shows the setup link', async () => {
    let invited = false;
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () =>
        ok({
          items: invited
            ? [
                owner,
                {
                  ...owner,
                  id: 2,
                  email: 'bob@example.com',
                  name: 'Bob',
                  role: 'editor',
                  status: 'pending',
                  last_login_at: null,
                },
              ]
            : [owner],
        }),
      'POST /operators': () => {
        invited = true;
        return ok({ id: 2, setup_url: LINK });
      },
    });
    renderConsole('/console/operators');
    await screen.findByText('ann@example.com');
    expect(screen.getByText('Active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Invite an operator/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create setup link' }));

    expect((await screen.findByTestId('setup-link')).textContent).toContain(LINK);
    expect(dialog.textContent).toContain('expires in 24 hours');
    expect(api.calls('POST /operators')[0]?.body).toEqual({
      email: 'bob@example.com',
      name: 'Bob',
      role: 'editor',
    });
    expect(api.calls('POST /operators')[0]?.headers.get('x-csrf-token')).toBe('csrf-123');
    await screen.findByText('Awaiting setup');
  });

  it('creates once on a double click of Create, and shows that link', async () => {
    // The first test posted the same body: within the client's repeat window it would be held.
    forgetRecentWrites();
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let created = 0;
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [owner] }),
      'POST /operators': async () => {
        created += 1;
        if (created > 1) return refuse('operatorExists', 'An operator with this email already exists');
        await answered;
        return ok({ id: 2, setup_url: LINK });
      },
    });
    renderConsole('/console/operators');
    fireEvent.click(await screen.findByRole('button', { name: /Invite an operator/ }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bob' } });
    const create = screen.getByRole('button', { name: 'Create setup link' });
    // A person's double click: the first click's validation settles before the second click.
    fireEvent.click(create);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(create);
    await waitFor(() => expect(api.calls('POST /operators').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: /Create setup link/ }));
    release();
    expect((await screen.findByTestId('setup-link')).textContent).toContain(LINK);
    expect(api.calls('POST /operators')).toHaveLength(1);
    expect(screen.queryByText(/already exists/)).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [owner] }),
      'POST /operators': () => refuse('operatorExists', 'An operator with this email exists.'),
    });
    renderConsole('/console/operators');
    fireEvent.click(await screen.findByRole('button', { name: /Invite an operator/ }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create setup link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('An operator with this email exists.'),
    );
  });
});
