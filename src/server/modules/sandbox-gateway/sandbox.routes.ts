/**
 * The sandbox gateway's hosted page (GET) and the buyer's choice (POST, a plain form), in an
 * encapsulated plugin: the urlencoded form parser exists only here, the API stays JSON-only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptForms } from '../../plugins/form-body.ts';
import { validatedRoute } from '../../validated-route.ts';
import { pageLanguage } from '../../lib/page-language.ts';
import { cancelledReturnPath } from '../pay/cancel-link.ts';
import { standInPageHeaders } from '../../lib/stand-in-page.ts';
import { sandboxCheckoutPage, sandboxMissingPage } from './sandbox.page.ts';
import type { SandboxGateway, SandboxStatus } from './sandbox.service.ts';

const params = z.object({ id: z.string().regex(/^sp_[0-9a-f]{24}$/) });
const form = z.object({ action: z.enum(['pay', 'fail', 'cancel']) });

const PAGE_HEADERS = standInPageHeaders();
/** A stand-in's page: never cached, and the stand-in's security headers (plugins/security-headers.ts). */
const page = (reply: FastifyReply): FastifyReply => reply.headers(PAGE_HEADERS).securePage('stand-in');

export async function sandboxRoutes(app: FastifyInstance, gateway: SandboxGateway): Promise<void> {
  await app.register(async (scope) => {
    acceptForms(scope);

    const missing = (status: number) => (_part: unknown, request: FastifyRequest, reply: FastifyReply) =>
      page(reply.code(status)).send(
        sandboxMissingPage(pageLanguage(request.query, request.headers['accept-language'])),
      );

    validatedRoute(
      scope,
      { method: 'GET', url: '/sandbox-pay/checkout/:id', params, invalid: missing(404) },
      async ({ params: { id }, request, reply }) => {
        const language = pageLanguage(request.query, request.headers['accept-language']);
        const row = await gateway.row(id);
        if (!row) return page(reply.code(404)).send(sandboxMissingPage(language));
        return page(reply).send(
          sandboxCheckoutPage(language, {
            id: row.id,
            status: row.status as SandboxStatus,
            amountCents: row.amountCents,
            currency: row.currency,
            description: row.description,
            returnUrl: row.returnUrl,
          }),
        );
      },
    );

    validatedRoute(
      scope,
      { method: 'POST', url: '/sandbox-pay/checkout/:id', params, body: form, invalid: missing(400) },
      async ({ params: { id }, body, request, reply }) => {
        const done = await gateway.complete(id, body.action);
        // Cancel leads back as Stripe Checkout's does (pay/cancel.routes.ts): with the marker
        // naming the order, so the app says the payment was not completed (decision 0018).
        if (done?.cancelled) {
          const marked = cancelledReturnPath(done.returnUrl, done.merchantReference);
          const absolute = URL.canParse(done.returnUrl);
          return reply.redirect(absolute ? new URL(marked, done.returnUrl).href : marked, 303);
        }
        if (done) return reply.redirect(done.returnUrl, 303);
        const language = pageLanguage(request.query, request.headers['accept-language']);
        return page(reply.code(404)).send(sandboxMissingPage(language));
      },
    );
  });
}
