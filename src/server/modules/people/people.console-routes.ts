/**
 * People in the console (src/shared/contract/console-people.ts) under /console-api, guarded by
 * plugins/operator-session.ts: reads for support, finance and owners; money (adjust, VIP) for
 * finance and owners; sessions and blocking for support and owners (decision 0035).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numeric } from '#shared/contract/numeric.ts';
import { CONSOLE_API_PREFIX, type OperatorRole } from '#shared/contract/console-auth.ts';
import {
  adjustInput,
  pageQuery,
  peopleSearchQuery,
  reasonInput,
  vipInput,
  type PageQuery,
} from '#shared/contract/console-people.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { ConsoleRouteConfig } from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import { actorOf } from '../catalogue/catalogue.console-routes.ts';
import type { PeopleActionsService } from './people-actions.service.ts';
import type { PeopleService } from './people.service.ts';

const allowed = (...roles: OperatorRole[]) => ({
  config: { console: { roles } satisfies ConsoleRouteConfig },
});
const readers = allowed('owner', 'support', 'finance');
const money = allowed('owner', 'finance');
const accounts = allowed('owner', 'support');
const uidParams = z.object({ uid: numeric(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)) });

export function peopleConsoleRoutes(
  app: FastifyInstance,
  deps: { people: PeopleService; actions: PeopleActionsService },
): void {
  const { people, actions } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}/people${path}`;

  validatedRoute(
    app,
    { method: 'GET', url: url(''), query: peopleSearchQuery, options: readers },
    async ({ query, request, reply }) => sendOk(request, reply, await people.search(query)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/:uid'), params: uidParams, options: readers },
    async ({ params, request, reply }) => sendOk(request, reply, await people.page(params.uid)),
  );

  const lists: Record<string, (uid: number, q: PageQuery, language: LanguageId) => Promise<unknown>> = {
    ledger: people.ledger,
    unlocks: people.unlocks,
    orders: people.orders,
    sessions: people.sessions,
    feedback: people.feedback,
    invites: people.invites,
  };
  for (const [name, list] of Object.entries(lists)) {
    validatedRoute(
      app,
      { method: 'GET', url: url(`/:uid/${name}`), params: uidParams, query: pageQuery, options: readers },
      async ({ params, query, request, reply }) =>
        sendOk(request, reply, await list(params.uid, query, request.lang)),
    );
  }

  validatedRoute(
    app,
    { method: 'POST', url: url('/:uid/adjust'), params: uidParams, body: adjustInput, options: money },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await actions.adjust(actorOf(request), params.uid, body)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/:uid/vip'), params: uidParams, body: vipInput, options: money },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await actions.grantVip(actorOf(request), params.uid, body)),
  );

  const accountActions = {
    'revoke-sessions': actions.revokeSessions,
    block: actions.block,
    unblock: actions.unblock,
  } as const;
  for (const [name, act] of Object.entries(accountActions)) {
    validatedRoute(
      app,
      { method: 'POST', url: url(`/:uid/${name}`), params: uidParams, body: reasonInput, options: accounts },
      async ({ params, body, request, reply }) =>
        sendOk(request, reply, await act(actorOf(request), params.uid, body.reason)),
    );
  }
}
