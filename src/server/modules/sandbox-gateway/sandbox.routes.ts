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
import { sandboxCheckoutPage, sandboxMissingPage, type SandboxNotice } from './sandbox.page.ts';
import type { SandboxGateway, SandboxStatus } from './sandbox.service.ts';

const params = z.object({ id: z.string().regex(/^sp_[0-9a-f]{24}$/) });
const form = z.object({ action: z.enum(['pay', 'fail', 'cancel']) });

const PAGE_HEADERS = standInPageHeaders();
/** A stand-in's page: never cached, and the stand-in's security headers (plugins/security-headers.ts). */
const page = (reply: FastifyReply): FastifyReply => reply.headers(PAGE_HEADERS).securePage('stand-in');

export async function sandboxRoutes(app: FastifyInstance, gateway: SandboxGateway): Promise<void> {
  await app.register(async (scope) => {
    acceptForms(scope);

    const languageOf = (request: FastifyRequest) =>
      pageLanguage(request.query, request.headers['accept-language']);

    const missing = (status: number) => (_part: unknown, request: FastifyRequest, reply: FastifyReply) =>
      page(reply.code(status)).send(sandboxMissingPage(languageOf(request)));

    /** The payment's page (with why it is shown again, after a choice), or the missing page. */
    const checkout = async (
      id: string,
      request: FastifyRequest,
      reply: FastifyReply,
      shown?: { status: number; notice: SandboxNotice },
    ) => {
      const language = languageOf(request);
      const row = await gateway.row(id);
      if (!row) return page(reply.code(404)).send(sandboxMissingPage(language));
      const payment = {
        id: row.id,
        status: row.status as SandboxStatus,
        amountCents: row.amountCents,
        currency: row.currency,
        description: row.description,
        returnUrl: row.returnUrl,
      };
      return page(reply.code(shown?.status ?? 200)).send(
        sandboxCheckoutPage(language, payment, shown?.notice),
      );
    };

    validatedRoute(
      scope,
      { method: 'GET', url: '/sandbox-pay/checkout/:id', params, invalid: missing(404) },
      ({ params: { id }, request, reply }) => checkout(id, request, reply),
    );

    validatedRoute(
      scope,
      {
        method: 'POST',
        url: '/sandbox-pay/checkout/:id',
        params,
        body: form,
        // A choice that is none of the three (a hand-made form): the payment's page again,
        // saying so; nothing moves.
        invalid: (part, request, reply) => {
          const parsed = params.safeParse(request.params);
          if (part !== 'body' || !parsed.success) return missing(400)(part, request, reply);
          return checkout(parsed.data.id, request, reply, { status: 400, notice: 'invalid_choice' });
        },
      },
      async ({ params: { id }, body, request, reply }) => {
        const done = await gateway.complete(id, body.action);
        if (!done) return page(reply.code(404)).send(sandboxMissingPage(languageOf(request)));
        // Pay on a payment that ended unpaid: refused, said on its page (the order stays as it is).
        if (done.refused) return checkout(id, request, reply, { status: 409, notice: 'refused' });
        // Cancel leads back as Stripe Checkout's does (pay/cancel.routes.ts): with the marker
        // naming the order, so the app says the payment was not completed (decision 0018).
        if (done.cancelled) {
          const marked = cancelledReturnPath(done.returnUrl, done.merchantReference);
          const absolute = URL.canParse(done.returnUrl);
          return reply.redirect(absolute ? new URL(marked, done.returnUrl).href : marked, 303);
        }
        return reply.redirect(done.returnUrl, 303);
      },
    );
  });
}
