// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorListItem } from '#shared/contract/console-auth.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const LINK = 'http://127.0.0.1:8080/console/setup#token=new456';

const person = (id: number, name: string, extra: Partial<OperatorListItem> = {}): OperatorListItem => ({
  id,
  email: `${name.toLowerCase()}@example.com`,
  name,
  role: 'editor',
  status: 'active',
  last_login_at: null,
  created_at: '2026-11-01T00:00:00Z',
  ...extra,
});

/** The signed-in owner is id 1 (meOf); Bob is an active editor, Cy a disabled support agent. */
function serve(rows: OperatorListItem[]) {
  let list = rows;
  const replace = (item: OperatorListItem) => {
    list = list.map((row) => (row.id === item.id ? item : row));
    return item;
  };
  return {
    list: () => ok({ items: list }),
    replace,
  };
}

/** A gate the test opens: the answer waits until then, so a second click lands mid-request. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
}

/** The row of this email (the first render of a file can be slow on a busy machine). */
const rowOf = async (email: string) =>
  (await screen.findByText(email, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;

/** A row's button by its text (a text query: role queries are slow over antd's table). */
const buttonIn = (row: HTMLElement, text: string | RegExp) =>
  within(row).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const findButtonIn = async (row: HTMLElement, text: string) =>
  (await within(row).findByText(text, { selector: 'button span' })).closest('button') as HTMLButtonElement;

/** Picks an entry of a row's "More" menu. */
async function fromMenu(row: HTMLElement, item: string): Promise<void> {
  fireEvent.click(buttonIn(row, 'More'));
  fireEvent.click(await screen.findByText(item, { selector: '.ant-dropdown-menu-title-content' }));
}

/** The open confirmation's button with this text. */
async function confirmButton(name: string): Promise<HTMLElement> {
  const popup = await waitFor(() => {
    const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('no confirmation open');
    return found as HTMLElement;
  });
  return within(popup).getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;
}

describe('the operators table row actions', SLOW, () => {
  it('has none on the owner’s own row; disables after a confirmation naming the person, once on a double click', async () => {
    const data = serve([person(1, 'Ann', { role: 'owner' }), person(2, 'Bob')]);
    const answer = gate();
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': data.list,
      'POST /operators/2/disable': async () => {
        await answer.opened;
        return ok(data.replace(person(2, 'Bob', { status: 'disabled' })));
      },
    });
    renderConsole('/console/operators');
    const mine = await rowOf('ann@example.com');
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(mine.querySelector('button')).toBeNull();

    const bob = await rowOf('bob@example.com');
    fireEvent.click(buttonIn(bob, 'Disable'));
    expect(await screen.findByText('Disable Bob?')).toBeTruthy();
    expect(screen.getByText(/Bob is signed out everywhere at once/)).toBeTruthy();
    const ok1 = await confirmButton('Disable');
    fireEvent.click(ok1);
    fireEvent.click(ok1);
    await waitFor(() => expect(api.calls('POST /operators/2/disable')).toHaveLength(1));
    await waitFor(() => expect(buttonIn(bob, /More/).hasAttribute('disabled')).toBe(true));
    answer.open();
    await findButtonIn(bob, 'Enable');
    expect(within(bob).getByText('Disabled')).toBeTruthy();
    expect(api.calls('POST /operators/2/disable')).toHaveLength(1);
    expect(api.calls('POST /operators/2/disable')[0]?.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(within(bob).queryByText('New setup link')).toBeNull();
  });

  it('enables a disabled person, and changes a role in a small dialog', async () => {
    const data = serve([
      person(1, 'Ann', { role: 'owner' }),
      person(3, 'Cy', { role: 'support', status: 'disabled' }),
    ]);
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': data.list,
      'POST /operators/3/enable': () => ok(data.replace(person(3, 'Cy', { role: 'support' }))),
      'POST /operators/3/role': ({ body }) =>
        ok(data.replace(person(3, 'Cy', { role: (body as { role: 'finance' }).role }))),
    });
    renderConsole('/console/operators');
    const cy = await rowOf('cy@example.com');
    fireEvent.click(buttonIn(cy, 'Enable'));
    expect(await screen.findByText('Enable Cy again?')).toBeTruthy();
    fireEvent.click(await confirmButton('Enable'));
    await within(cy).findByText('Active');
    expect(api.calls('POST /operators/3/enable')).toHaveLength(1);

    await fromMenu(cy, 'Change role');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Change the role of Cy');
    const save = buttonIn(dialog, 'Save');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByText('Finance', { selector: '.ant-select-item-option-content' });
    fireEvent.click(options.at(-1) as HTMLElement);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await within(cy).findByText('Finance');
    expect(api.calls('POST /operators/3/role').map((call) => call.body)).toEqual([{ role: 'finance' }]);
  });

  it('sends a new setup link after a confirmation and shows it once to copy', async () => {
    const data = serve([person(1, 'Ann', { role: 'owner' }), person(2, 'Bob')]);
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': data.list,
      'POST /operators/2/setup-link': () => ok({ id: 2, setup_url: LINK }),
    });
    renderConsole('/console/operators');
    const bob = await rowOf('bob@example.com');
    await fromMenu(bob, 'New setup link');
    expect(await screen.findByText('Send Bob a new setup link?')).toBeTruthy();
    const confirm = await confirmButton('New setup link');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('New setup link for Bob');
    expect(within(dialog).getByTestId('setup-link').textContent).toContain(LINK);
    expect(within(dialog).getByLabelText('Copy')).toBeTruthy();
    expect(api.calls('POST /operators/2/setup-link')).toHaveLength(1);
    fireEvent.click(buttonIn(dialog, 'Done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unlocks a locked person from their row, after a confirmation naming them', async () => {
    const data = serve([person(1, 'Ann', { role: 'owner' }), person(5, 'Eve', { status: 'locked' })]);
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': data.list,
      'POST /operators/5/unlock': () => ok(data.replace(person(5, 'Eve'))),
    });
    renderConsole('/console/operators');
    const eve = await rowOf('eve@example.com');
    expect(within(eve).getByText('Locked')).toBeTruthy();
    // Disabling a locked person is still there, in the menu.
    await fromMenu(eve, 'Disable');
    expect(await screen.findByText('Disable Eve?')).toBeTruthy();
    fireEvent.click(await confirmButton('Cancel'));
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)')).toBeNull(),
    );
    fireEvent.click(buttonIn(eve, 'Unlock'));
    expect(await screen.findByText('Unlock Eve?')).toBeTruthy();
    fireEvent.click(await confirmButton('Unlock'));
    await within(eve).findByText('Active');
    expect(api.calls('POST /operators/5/unlock')).toHaveLength(1);
    expect(api.calls('POST /operators/5/disable')).toHaveLength(0);
  });

  it("shows the server's refusal and leaves the row as it was", async () => {
    const data = serve([person(1, 'Ann', { role: 'owner' }), person(4, 'Dee', { role: 'owner' })]);
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': data.list,
      'POST /operators/4/disable': () =>
        refuse('validation', 'The last active owner cannot be disabled, demoted or reset'),
    });
    renderConsole('/console/operators');
    const dee = await rowOf('dee@example.com');
    fireEvent.click(buttonIn(dee, 'Disable'));
    fireEvent.click(await confirmButton('Disable'));
    expect(
      await screen.findByText('The last active owner cannot be disabled, demoted or reset'),
    ).toBeTruthy();
    expect(within(dee).getByText('Active')).toBeTruthy();
    // Free again once the refusal is in: the next click is sent.
    // (jsdom never ends the loading icon's exit animation: the button's name keeps "loading".)
    const disable = buttonIn(dee, /Disable/);
    await waitFor(() => expect(disable.className).not.toContain('ant-btn-loading'));
    fireEvent.click(disable);
    fireEvent.click(await confirmButton('Disable'));
    await waitFor(() => expect(api.calls('POST /operators/4/disable')).toHaveLength(2));
  });
});
