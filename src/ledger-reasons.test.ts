/** The console names every reason a ledger row can have, and no other. */
import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '#db/schema/wallet.ts';
import { LEDGER_REASON_NAMES } from '#console/lib/ledger-reason.ts';

describe('ledger reasons', () => {
  it('are the same on the server and in the console', () => {
    expect([...LEDGER_REASON_NAMES].sort()).toEqual([...LEDGER_REASONS].sort());
  });
});
