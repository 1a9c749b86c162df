/**
 * What the people API tests share: the console team with a finance operator too, and the uid
 * behind a viewer's token.
 */
import type { FastifyInstance } from 'fastify';
import type { SignedClient } from '../../testing/build-test-app.ts';
import {
  setUpConsoleTeam,
  setUpOperator,
  type ConsoleSession,
  type TestClock,
} from '../operator/console.testing.ts';

export interface PeopleTeam {
  owner: ConsoleSession;
  editor: ConsoleSession;
  support: ConsoleSession;
  finance: ConsoleSession;
  financeId: number;
}

/** Olga (owner), Edda (editor), Sue (support) and Fin (finance), each signed in. */
export async function setUpPeopleTeam(app: FastifyInstance, clock: TestClock): Promise<PeopleTeam> {
  const finance = await setUpOperator(app, clock, { email: 'fin@example.com', role: 'finance', name: 'Fin' });
  return { ...(await setUpConsoleTeam(app, clock)), finance: finance.session, financeId: finance.id };
}

export async function uidOf(api: SignedClient, token: string): Promise<number> {
  return ((await api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
}
