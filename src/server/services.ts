/**
 * The services of every module, built once per app over one database handle.
 */
import { createHmac } from 'node:crypto';
import { createGateways } from './gateways.ts';
import path from 'node:path';
import type { Database } from '#db/client.ts';
import { createMailer } from './adapters/mail.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createEmailCodeService } from './modules/auth/email-code.service.ts';
import { createThirdPartyLoginService } from './modules/auth/third-party.service.ts';
import type { Config } from './env.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createDownloadService } from './modules/downloads/download.service.ts';
import { createProgressBuffer } from './modules/catalogue/progress-buffer.ts';
import { createEventRecorder } from './modules/events/event-recorder.ts';
import { createAggregation } from './modules/events/aggregation.ts';
import { createStatsService } from './modules/events/stats.service.ts';
import { createDictService } from './modules/dict/dict.service.ts';
import { createFeedbackInboxService } from './modules/feedback/feedback-inbox.service.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { createFeedbackImageService } from './modules/feedback/feedback-image.service.ts';
import { createPeopleActionsService } from './modules/people/people-actions.service.ts';
import { createPeopleService } from './modules/people/people.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createStartFiles } from './modules/media/start-files.ts';
import { createEpisodeMediaService } from './modules/media/episode-media.service.ts';
import { createMediaJobsService } from './modules/media/media-jobs.service.ts';
import type { JobSender, QueueName, QueueStats } from './jobs/queue.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createSettingService } from './modules/setting/setting.service.ts';
import { createArticleService } from './modules/article/article.service.ts';
import { createSettingConsoleService } from './modules/setting/setting-console.service.ts';
import { createOrderSweep } from './modules/money/order-sweep.service.ts';
import { createPayService } from './modules/money/pay.service.ts';
import { createTopupLimitService } from './modules/money/topup-limit.service.ts';
import { createOrderTimeline } from './modules/money/order-timeline.ts';
import { createCheckoutCancel } from './modules/money/checkout-cancel.service.ts';
import { createRefundService } from './modules/money/refund.service.ts';
import { createOrderConsoleService } from './modules/money/order-console.service.ts';
import { createOrderGatewayCheck } from './modules/money/order-gateway-check.ts';
import { createOfferCache } from './modules/money/offer-cache.ts';
import { createShopService } from './modules/shop/shop.service.ts';
import { createRequestGuard } from './modules/rate-limit/request-guard.ts';
import { createUnlockService, type UnlockService } from './modules/money/unlock.service.ts';
import { createWalletService } from './modules/money/wallet.service.ts';
import { createCoinsBackService } from './modules/money/coins-back.service.ts';
import { createAvatarStore } from './modules/upload/avatar-store.ts';
import { createUploadService } from './modules/upload/upload.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createInviteService } from './modules/invite/invite.service.ts';
import { createOperatorServices } from './modules/operator/operator-services.ts';
import { createSeriesService } from './modules/catalogue/series.service.ts';
import { createTagService } from './modules/catalogue/tag.service.ts';
import { createHomeCurationService } from './modules/catalogue/home-curation.service.ts';
import { createSubtitleConsoleService } from './modules/media/subtitles/subtitle-console.service.ts';
import { createRewardsService } from './modules/rewards/rewards.service.ts';
import { createUnitOfWork } from './unit-of-work.ts';
import {
  createEpisodeUploadService,
  type OnEpisodeUploaded,
} from './modules/episode-upload/episode-upload.service.ts';
import { createTusServer } from './modules/episode-upload/tus-server.ts';
import { removeSource } from './modules/media/pipeline/staged-source.ts';
import { createMediaStore } from './modules/media/store/create-media-store.ts';
import type { BusinessCounters } from './modules/ops/metrics.ts';
import { createFollowService } from './modules/follow/follow.service.ts';
import { createPushService } from './modules/follow/push.service.ts';
import { createReleaseService } from './modules/follow/release.service.ts';

export function createServices(deps: {
  config: Config;
  db: Database;
  now?: (() => number) | undefined;
  log?: (fields: Record<string, unknown>, message: string) => void;
  logError?: (fields: Record<string, unknown>, message: string) => void;
  /** The job queue (src/server/jobs), started by app.ts. */
  jobs?: JobSender;
  /** The job queue's counts per queue, for the console's jobs page (absent: no queue). */
  queueStats?: () => Promise<Record<QueueName, QueueStats>>;
  /** What becomes of a finished episode upload (default: logged; the transcode queue's seam). */
  onEpisodeUploaded?: OnEpisodeUploaded;
  /** Metrics (decision 0034): told of unlocks, credits and failed payments once committed. */
  business?: BusinessCounters;
}) {
  const { config, db } = deps;
  const log = deps.log ?? (() => undefined);
  const now = deps.now ?? Date.now;
  // Every service gets its repositories from here, over the database or one transaction.
  const uow = createUnitOfWork(db, { now });
  const sessions = createSessionService(uow.read.sessions, now);
  // Issue 17: where media lives (DATA_DIR/media, or a bucket every machine shares).
  const mediaStore = createMediaStore(config);
  const media = createMediaService(
    config,
    now,
    createStartFiles({ folderOf: (prefix) => mediaStore.folder(prefix), now }),
  );
  const settings = createSettingService(uow.read.settings, config, now);
  const avatars = createAvatarStore(
    path.join(config.dataDir, 'uploads', 'avatars'),
    mediaStore.localRoot === undefined ? mediaStore : undefined,
  );
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `Enjoy Drama <no-reply@${config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'}>`,
    log,
  });
  // Issue 16: playback positions coalesced per process; app.ts closes it before the database.
  const progress = createProgressBuffer({
    write: (rows) => uow.read.activity.saveHistory(rows),
    flushMs: config.progressFlushMs,
    ...(deps.logError ? { logError: deps.logError } : {}),
  });
  // Issue 18: viewer events, buffered the same way (one insert a second); app.ts closes it too.
  const events = createEventRecorder({
    on: config.events.on,
    write: (rows) => uow.read.events.insert(rows),
    flushMs: config.progressFlushMs,
    now,
    ...(deps.logError ? { logError: deps.logError } : {}),
  });
  const recordEvent = events.record;
  const aggregation = createAggregation({
    uow,
    now,
    retentionDays: config.events.retentionDays,
    beforeRun: () => events.flush(),
  });
  // A guest's pending positions are written before a login moves its history to an account.
  const accounts = createAccountService({
    uow,
    sessions,
    now,
    beforeLogin: (userId) => progress.settle(userId),
    recordEvent,
  });
  const { sandboxSecret, sandbox, stripe, gateways } = createGateways({ config, uow, now, log });
  const rateLimits = uow.read.rateLimits;
  // Issue 18: what the pay popup offers, kept briefly; console writes drop it (decision 0033).
  const offers = createOfferCache({ uow, now });
  const catalogue = createCatalogueService({ uow, media, now, progress, recordEvent, offers });
  // Issue 19: the viewer's monthly top-up limit, checked before any order is written.
  const topupLimits = createTopupLimitService({ uow, now });
  // Issue 17: operator accounts, console sessions and the audit log every operator write joins.
  const { audit, operatorSessions, operators } = createOperatorServices({
    uow,
    config,
    now,
    issuer: async () => (await settings.stored()).appName,
  });
  const images = createFeedbackImageService({ uow, store: mediaStore, secret: config.mediaSecret, now });
  const feedback = createFeedbackService({ uow, rateLimits, audit, images });
  // Issue 18: each order's gateway timeline, and refunds (console, sandbox, Stripe) done once.
  const timeline = createOrderTimeline({ events: () => uow.read.orderEvents, now, log });
  const refunds = createRefundService({
    uow,
    gateways,
    audit,
    timeline,
    now,
    log,
    recordEvent,
    ...(deps.business ? { counters: deps.business } : {}),
  });
  const { jobs } = deps;
  const queue = (): JobSender => {
    if (!jobs) throw new Error('no job queue in this process');
    return jobs;
  };
  // Episodes' transcodes (issue 17): requested here, worked by jobs/ in any process.
  const episodeMedia = createEpisodeMediaService({
    uow,
    jobs: queue,
    now,
    ...(deps.logError ? { logError: deps.logError } : {}),
    discard: (source) => removeSource(mediaStore, config.uploads.stagingDir, source),
  });
  // Issue 17: the catalogue as the console edits it; finished uploads become episodes' videos.
  const series = createSeriesService({
    uow,
    media,
    transcodes: episodeMedia,
    audit,
    store: mediaStore,
    now,
  });
  // Issue 19: releases of followed series recorded once, their notices and Web Pushes.
  const releases = createReleaseService({
    uow,
    now,
    jobs: queue,
  });
  const uploadRules = createEpisodeUploadService({
    series: uow.read.series,
    maxBytes: config.uploads.maxBytes,
    onUploaded:
      deps.onEpisodeUploaded ??
      (async (upload) => {
        const { episodeId } = await series.registerUpload(upload);
        log({ uploadId: upload.uploadId, episodeId }, 'episode upload queued for transcoding');
      }),
  });
  // Issue 17: resumable episode uploads (tus) into DATA_DIR/staging, handed to onEpisodeUploaded.
  const episodeUploads = createTusServer({
    service: uploadRules,
    store: mediaStore,
    stagingDir: config.uploads.stagingDir,
    expiryMs: config.uploads.expiryMs,
    now,
    log,
    logError: deps.logError ?? log,
  });
  const pay = createPayService({
    uow,
    gateways,
    offers,
    serviceEmail: async () => (await settings.stored()).email,
    now,
    log,
    timeline,
    ...(deps.business ? { counters: deps.business } : {}),
    recordEvent,
    topupLimits,
  });
  return {
    releases,
    follows: createFollowService({
      uow,
      cards: (ids, language) => catalogue.cardsWithNextRelease(ids, language),
      queuePushes: releases.queuePushes,
    }),
    push: createPushService({ uow, config: config.push, log }),
    mediaStore,
    episodeMedia,
    audit,
    operatorSessions,
    operators,
    series,
    tags: createTagService({ uow, audit }),
    // Issue 17: home's banners and rails' order, as the console curates them.
    home: createHomeCurationService({ uow, media, audit, store: mediaStore, now }),
    subtitles: createSubtitleConsoleService({ uow, audit, store: mediaStore, now }),
    episodeUploads,
    // The console's Uploads & jobs page: transcodes by state, the queues, uploads in staging.
    mediaJobs: createMediaJobsService({
      uow,
      queueStats: deps.queueStats,
      uploads: episodeUploads,
      owns: uploadRules.owns,
      now,
    }),
    // Issue 6: feedback with the operator's replies (its pictures: 0064), the dictionaries of SPEC 7.
    feedback,
    feedbackImages: images,
    // Issue 18: the console's inbox, replying through the same service.
    feedbackInbox: createFeedbackInboxService({ uow, audit, feedback, images, now }),
    // Issue 18: people in the console: the search and user page, and the actions on an account.
    people: createPeopleService({ uow, now }),
    peopleActions: createPeopleActionsService({ uow, audit, sessions, now }),
    dict: createDictService({ genres: async (language) => (await catalogue.tags(language)).list }),
    sandbox,
    sandboxSecret,
    stripe,
    shop: createShopService({ uow, audit, offers, configured: gateways.map((g) => g.channel), now }),
    pay,
    orderSweep: createOrderSweep({ orders: uow.read.orders, pay, now, log }),
    // A gateway's Cancel closes its checkout there (links signed with a key of the media secret).
    checkoutCancel: createCheckoutCancel({
      pay,
      timeline,
      key: createHmac('sha256', config.mediaSecret).update('checkout-cancel').digest('hex'),
      log,
    }),
    topupLimits,
    timeline,
    refunds,
    orderConsole: createOrderConsoleService({
      uow,
      refunds,
      channels: () => gateways.map((g) => g.channel),
      gatewayCheck: createOrderGatewayCheck({ uow, pay, audit, timeline, now, log }),
    }),
    unlocks: countedUnlocks(createUnlockService({ uow, now, recordEvent }), deps.business),
    // POST /rewards/{info,checkin}; the welcome bonus runs in the account transaction.
    rewards: createRewardsService({ uow, now }),
    wallet: createWalletService({ uow }),
    // Issue 19: coins back when playback fails (decision 0041).
    coinsBack: createCoinsBackService({ uow, now, progress }),
    requestGuard: createRequestGuard(uow.read.requestGuards, now),
    mailer,
    emailCodes: createEmailCodeService({
      uow,
      mailer,
      // The codes' HMAC key: derived from a server-only secret, never stored.
      pepper: createHmac('sha256', config.mediaSecret).update('email-code-pepper').digest('hex'),
      appName: async () => (await settings.stored()).appName,
      now,
    }),
    accounts,
    // POST /user/{facebook,tiktok}-bind and /api/third-party/login/*: provider adapters inside.
    thirdParty: createThirdPartyLoginService({
      accounts,
      config,
      facebookVersion: async () => (await settings.stored()).facebook_version,
      log,
    }),
    now,
    media,
    catalogue,
    // Issue 19: the next playable episodes' files, signed, for offline viewing (decision 0043).
    downloads: createDownloadService({ uow, media, store: mediaStore, progress, now }),
    progress,
    config,
    db,
    uow,
    sessions,
    rateLimits,
    settings,
    // Issue 18: the console's settings form (owner), secrets write-only.
    settingConsole: createSettingConsoleService({ uow, audit, settings, config }),
    // Issue 18: agreement, privacy and help, versioned by operators (else the files).
    articles: createArticleService({ uow, audit, now }),
    users: createUserService({ uow, sessions, avatars, now, recordEvent }),
    // Issue 18: events, the daily tables' job and the console's dashboard over them.
    events,
    aggregation,
    stats: createStatsService({ uow }),
    avatars,
    uploads: createUploadService({ avatars, rateLimits }),
    // POST /invite/{info,list}; attribution and rewards run in the user and account transactions.
    invites: createInviteService({ uow, publicUrl: config.publicUrl }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** The unlock service, reporting each committed unlock that opened episodes to the metrics. */
function countedUnlocks(service: UnlockService, business: BusinessCounters | undefined): UnlockService {
  if (!business) return service;
  return {
    ...service,
    async unlock(userId, request) {
      const data = await service.unlock(userId, request);
      const opened = data.unlocked_numbers.length;
      if (opened > 0) business.unlocked(request.auto === 1 ? 'auto' : 'manual', opened);
      return data;
    },
  };
}
