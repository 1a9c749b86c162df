// @vitest-environment jsdom
/**
 * The balance and VIP dialogs refuse a number out of range on its field, as typed, and send
 * nothing: never clamped to the limit and reported done (the console audit credited 10,000,000
 * gold for 99999999999 typed). A refusal by the server (601) is said in the dialog.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const SERVER_RANGE = 'An adjustment must be between -10,000,000 and 10,000,000';

async function openDialog(button: string) {
  api.answer({
    'GET /auth/session': () => ok(meOf('finance', 'Fay')),
    [`GET /people/${UID}`]: () => ok(personOf()),
    [`GET /people/${UID}/ledger`]: () => ok({ items: [], total: 0, operators: [], people: [] }),
    [`POST /people/${UID}/adjust`]: () => refuse('validation', SERVER_RANGE),
    [`POST /people/${UID}/vip`]: () => ok({ vip_until: '2027-01-01T00:00:00.000Z' }),
  });
  renderConsole(`/console/people/${UID}`);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'goodwill' } });
  return dialog;
}

function typeNumber(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('the person actions', SLOW, () => {
  it('refuse an amount beyond the limit on its field, as typed, and send nothing', async () => {
    const dialog = await openDialog('Adjust balance');
    const amount = typeNumber(dialog, 'Amount', '99999999999');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Enter an amount between -10,000,000 and 10,000,000');
    expect(amount.value.replace(/\D/g, '')).toBe('99999999999');
    expect(api.calls(`POST /people/${UID}/adjust`)).toHaveLength(0);
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('refuse a negative amount beyond the limit too', async () => {
    const dialog = await openDialog('Adjust balance');
    typeNumber(dialog, 'Amount', '-10000001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Enter an amount between -10,000,000 and 10,000,000');
    expect(api.calls(`POST /people/${UID}/adjust`)).toHaveLength(0);
  });

  it("say the server's refusal (601) in the dialog, not done", async () => {
    const dialog = await openDialog('Adjust balance');
    typeNumber(dialog, 'Amount', '10000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(SERVER_RANGE);
    expect(api.calls(`POST /people/${UID}/adjust`)[0]?.body).toMatchObject({ delta: 10_000_000 });
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('refuse days of VIP beyond the limit on the field, and send nothing', async () => {
    const dialog = await openDialog('Grant VIP');
    const days = typeNumber(dialog, 'Days of VIP', '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Enter a whole number of days from 1 to 3,650');
    expect(days.value.replace(/\D/g, '')).toBe('5000');
    typeNumber(dialog, 'Days of VIP', '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls(`POST /people/${UID}/vip`)).toHaveLength(1));
    expect(api.calls(`POST /people/${UID}/vip`)[0]?.body).toMatchObject({ days: 30 });
  });
});
