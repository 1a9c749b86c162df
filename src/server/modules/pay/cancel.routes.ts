/**
 * GET /pay/cancel/<channel>?order_id&sig&return_url: where a gateway's Cancel leads
 * (cancel-link.ts). The checkout is closed at the gateway, then the buyer goes back to the app,
 * which says the payment was not completed (PAY_CANCELLED_PARAM). A link that is not the
 * order's own closes nothing and goes back without the marker.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CheckoutCancel } from '../money/checkout-cancel.service.ts';
import { validatedRoute } from '../../validated-route.ts';
import { CANCEL_PATH, cancelledReturnPath } from './cancel-link.ts';
import { safeReturnPath } from './return-path.ts';
import { requestOrigin } from '../../lib/request-origin.ts';

const params = z.object({ channel: z.enum(['sandbox', 'stripe']) });
const query = z.object({
  order_id: z.string().trim().min(1).max(64),
  sig: z.string().max(64),
  return_url: z.string().max(2000).optional(),
});

export function checkoutCancelRoutes(
  app: FastifyInstance,
  deps: { checkoutCancel: CheckoutCancel; publicUrl: string | undefined },
): void {
  validatedRoute(
    app,
    {
      method: 'GET',
      url: `${CANCEL_PATH}/:channel`,
      params,
      query,
      invalid: (_part, _request, reply) => reply.header('cache-control', 'no-store').redirect('/', 303),
    },
    async ({ params: { channel }, query: q, request, reply }) => {
      const origin = requestOrigin(request, deps.publicUrl);
      const back = safeReturnPath(q.return_url, origin);
      const outcome = await deps.checkoutCancel.cancel(channel, q.order_id, q.sig);
      request.log.info({ order: q.order_id, outcome }, 'checkout cancel');
      // Paid after all (in another tab): back as from a payment, the app finds it paid. A forged
      // link changed nothing: back without the marker, the app asks about the order as usual.
      const plain = outcome === 'paid' || outcome === 'forged';
      const target = plain ? back : cancelledReturnPath(back, q.order_id);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
