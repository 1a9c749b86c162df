/**
 * The whole HTTP surface in one place: the /enjoy-api endpoints of the shared table
 * (src/shared/contract/endpoints.ts) and the few pages outside it.
 */
import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './modules/article/article.routes.ts';
import { articleConsoleRoutes } from './modules/article/article.console-routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { downloadRoutes } from './modules/downloads/download.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { dictRoutes } from './modules/dict/dict.routes.ts';
import { settingConsoleRoutes } from './modules/setting/setting.console-routes.ts';
import { shopConsoleRoutes } from './modules/shop/shop.console-routes.ts';
import { statsConsoleRoutes } from './modules/events/stats.console-routes.ts';
import { feedbackConsoleRoutes } from './modules/feedback/feedback.console-routes.ts';
import { peopleConsoleRoutes } from './modules/people/people.console-routes.ts';
import { orderConsoleRoutes } from './modules/money/order.console-routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { feedbackImageRoutes } from './modules/feedback/feedback-image.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaHealthRoutes } from './modules/media/media-health.routes.ts';
import { checkoutCancelRoutes } from './modules/pay/cancel.routes.ts';
import { payRoutes } from './modules/pay/pay.routes.ts';
import { sandboxRoutes } from './modules/sandbox-gateway/sandbox.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { coinsBackRoutes } from './modules/wallet/coins-back.routes.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { inviteRoutes } from './modules/invite/invite.routes.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { operatorConsoleRoutes } from './modules/operator/operator.console-routes.ts';
import { catalogueConsoleRoutes } from './modules/catalogue/catalogue.console-routes.ts';
import { homeConsoleRoutes } from './modules/catalogue/home.console-routes.ts';
import { episodeUploadConsoleRoutes } from './modules/episode-upload/episode-upload.console-routes.ts';
import { mediaJobsConsoleRoutes } from './modules/media/media-jobs.console-routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { followRoutes } from './modules/follow/follow.routes.ts';
import { releaseConsoleRoutes } from './modules/follow/release.console-routes.ts';
import type { Metrics } from './modules/ops/metrics.ts';
import type { Readiness } from './modules/ops/readiness.ts';
import type { Services } from './services.ts';

/** What app.ts builds beside the services (it owns the job queue they look at). */
export interface OpsDeps {
  readiness: Readiness;
  metrics: Metrics;
}

export async function registerRoutes(app: FastifyInstance, services: Services, ops: OpsDeps): Promise<void> {
  // The server's duplicate-submit guard, for the endpoints whose table entry sets serverGuard.
  app.decorate('repeatGuard', services.requestGuard);
  // POST /service/check-setting
  settingRoutes(app, services.settings);
  // POST /user/device-login, /user/index, /user/update-profile, /auth/user/logout
  userRoutes(app, services.users, services.push);
  // POST /api/comm/upload (multipart, in its own scope), and GET /uploads/avatars/<file>
  await uploadRoutes(app, { uploads: services.uploads, avatars: services.avatars });
  // POST /message/send-email, /user/{email,facebook,tiktok}-bind, /auth/user/{register,retrieve-password},
  // /comm/captcha-code, /comm/captcha/check-sms-code, /api/third-party/login/*
  authRoutes(app, {
    codes: services.emailCodes,
    accounts: services.accounts,
    thirdParty: services.thirdParty,
    sessions: services.sessions,
    emailLogin: services.config.emailLogin,
  });
  // GET /api/site/article/get-article, and the pages /article/:key
  articleRoutes(app, services.articles);
  // GET /video/{home,list,rank,tags,search}; POST /video/{detail,episode,recommend,progress,play},
  // /history/{list,remove,clear}, /favorite/{list,add,remove}
  catalogueRoutes(app, services.catalogue, services.now);
  // POST /video/download (issue 19)
  downloadRoutes(app, services.downloads);
  // POST /video/unlock-quote, /video/unlock, /wallet/auto-unlock, /pay/gold-detail,
  // /wallet/topup-limit, /wallet/topup-limit/set
  walletRoutes(app, {
    unlocks: services.unlocks,
    wallet: services.wallet,
    topupLimits: services.topupLimits,
  });
  // POST /video/playback-failure, /wallet/coins-back (issue 19)
  coinsBackRoutes(app, { coinsBack: services.coinsBack });
  // POST /pay/{center,create-order,query-order,order-list}; GET /pay/gateway/<channel>;
  // POST /pay/notify/{sandbox,stripe} (gateway-signed)
  payRoutes(app, {
    pay: services.pay,
    publicUrl: services.config.publicUrl,
    // The sandbox gateway's notifications are heard only while it is offered (SANDBOX).
    sandboxSecret: services.config.paySandbox ? services.sandboxSecret : undefined,
    stripe: services.stripe,
    now: services.now,
    timeline: services.timeline,
    refunds: services.refunds,
    checkoutCancel: services.checkoutCancel,
  });
  // GET /pay/cancel/<channel>: a gateway's Cancel closes the checkout there, then back to the app
  checkoutCancelRoutes(app, {
    checkoutCancel: services.checkoutCancel,
    publicUrl: services.config.publicUrl,
  });
  // POST /feedback/{submit,list,read,unread}
  feedbackRoutes(app, { feedback: services.feedback });
  // POST /feedback/image (multipart, its own scope), GET /uploads/feedback/<exp>.<sig>/<id>.webp
  await feedbackImageRoutes(app, {
    images: services.feedbackImages,
    uploads: services.uploads,
    now: services.now,
  });
  // GET /comm/dictType/{types}, /comm/dictType/type-batch/{types}
  dictRoutes(app, services.dict, services.now);
  // The operator's scripts (Bearer ADMIN_TOKEN): GET /admin/api/feedback, POST /admin/api/feedback/
  // :id/reply, POST /admin/api/operators, POST /admin/api/operators/reset
  adminRoutes(app, {
    adminToken: services.config.adminToken,
    feedback: services.feedback,
    operators: services.operators,
  });
  // The console (operator session cookie): /console-api/auth/{me,login,setup/start,setup/finish,
  // logout}, /console-api/operators, /console-api/audit
  operatorConsoleRoutes(app, { operators: services.operators, audit: services.audit });
  // /console-api/series[/:id[/publish|/unpublish|/episodes/order|/episodes/:episodeId|/release-plan]],
  // /console-api/tags[/:id]
  await catalogueConsoleRoutes(app, {
    series: services.series,
    subtitles: services.subtitles,
    tags: services.tags,
  });
  // /console-api/home, /console-api/home/{banner-image,banners[/order|/:id[/delete]],rails}
  await homeConsoleRoutes(app, { home: services.home });
  // /console-api/feedback[/:id/{reply,close}], /console-api/feedback/templates[/:id[/delete]]
  feedbackConsoleRoutes(app, { inbox: services.feedbackInbox });
  // /console-api/people[/:uid[/ledger|unlocks|orders|sessions|feedback|invites|adjust|vip|
  // revoke-sessions|block|unblock]]
  peopleConsoleRoutes(app, { people: services.people, actions: services.peopleActions });
  // /console-api/orders[/:tradeNo[/refund-preview|/refund]]
  orderConsoleRoutes(app, { orders: services.orderConsole });
  // /console-api/goods[/:id], /console-api/pay-channels (issue 18)
  shopConsoleRoutes(app, { shop: services.shop });
  // /console-api/settings (issue 18)
  settingConsoleRoutes(app, { settings: services.settingConsole });
  // /console-api/articles[/:key/:locale[/:version[/restore]]] (issue 18)
  articleConsoleRoutes(app, { articles: services.articles });
  // GET /console-api/stats/{daily,revenue,series[/:id]} (?format=csv), POST /console-api/stats/aggregate
  statsConsoleRoutes(app, { stats: services.stats, aggregation: services.aggregation });
  // tus: POST /console-api/uploads, HEAD|PATCH|DELETE /console-api/uploads/:id (OPTIONS on both)
  await episodeUploadConsoleRoutes(app, { uploads: services.episodeUploads });
  // GET /console-api/jobs (transcodes by view, the queues' counts), /console-api/jobs/uploads
  mediaJobsConsoleRoutes(app, { jobs: services.mediaJobs });
  // POST /follow/{state,add,remove,list}, /notice/{list,unread,read,read-all},
  // /push/{key,subscribe,unsubscribe} (issue 19); POST /console-api/releases/check
  followRoutes(app, { follows: services.follows, push: services.push });
  releaseConsoleRoutes(app, { releases: services.releases });
  // POST /invite/{info,list}
  inviteRoutes(app, services.invites);
  // POST /rewards/{info,checkin}
  rewardsRoutes(app, { rewards: services.rewards });
  // The built-in sandbox gateway's hosted page: /sandbox-pay/checkout/<id> (only while offered)
  if (services.config.paySandbox) await sandboxRoutes(app, services.sandbox);
  // GET /health, /health/catalogue (200 once no episode waits for a transcode, else 503)
  mediaHealthRoutes(app, { media: services.episodeMedia });
  // GET /healthz (alive), /readyz (database, migrations, job queue; 503 when not ready),
  // /metrics (Prometheus, Bearer METRICS_TOKEN; 404 while unset)
  opsRoutes(app, { ...ops, metricsToken: services.config.metricsToken });
  // /media/<token>/e/<key>/<file> (signed), /media/posters/<file>, /media-auth (for nginx)
  await mediaRoutes(app, {
    store: services.mediaStore,
    secret: services.config.mediaSecret,
    now: services.now,
  });
}
