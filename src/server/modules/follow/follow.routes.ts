import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../route.ts';
import type { FollowService } from './follow.service.ts';
import type { PushService } from './push.service.ts';

/** POST /follow/{state,add,remove,list}, /notice/{list,unread,read,read-all}, /push/{key,subscribe,unsubscribe} */
export function followRoutes(
  app: FastifyInstance,
  deps: { follows: FollowService; push: PushService },
): void {
  const { follows, push } = deps;
  const paging = (body: { page?: number; page_size?: number } | null | undefined) => ({
    page: body?.page ?? 1,
    page_size: body?.page_size ?? 20,
  });
  apiRoute(app, 'followState', ({ body, userId }) => follows.state(userId, body.drama_id));
  apiRoute(app, 'followAdd', ({ body, userId, request }) =>
    follows.follow(userId, body.drama_id, request.lang),
  );
  apiRoute(app, 'followRemove', ({ body, userId }) => follows.unfollow(userId, body.drama_id));
  apiRoute(app, 'followList', ({ body, userId, request }) =>
    follows.list(userId, request.lang, paging(body)),
  );
  apiRoute(app, 'noticeList', ({ body, userId, request }) =>
    follows.notices(userId, request.lang, paging(body)),
  );
  apiRoute(app, 'noticeUnread', ({ userId }) => follows.unread(userId));
  apiRoute(app, 'noticeRead', ({ body, userId }) => follows.read(userId, body.notice_id));
  apiRoute(app, 'noticeReadAll', ({ userId }) => follows.readAll(userId));
  apiRoute(app, 'pushKey', () => push.publicKey());
  apiRoute(app, 'pushSubscribe', ({ body, userId, request }) => {
    const udid = request.headers.udid;
    return push.subscribe(userId, typeof udid === 'string' ? udid : '', request.lang, body);
  });
  apiRoute(app, 'pushUnsubscribe', ({ body, userId }) => push.unsubscribe(userId, body.endpoint));
}
