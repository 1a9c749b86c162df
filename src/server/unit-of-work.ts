/**
 * The unit of work: a service asks for the repositories it needs, either over the database
 * (`read`) or bound to one transaction (`run`), and never builds a repository or writes SQL
 * itself. Repositories are made on first use, so a transaction that touches two tables builds
 * two. Tests can hand a service a unit of work whose repositories they replace.
 */
import type { Database, Executor } from '#db/client.ts';
import { createArticleRepository } from './modules/article/article.repository.ts';
import { createAccountRepository } from './modules/auth/account.repository.ts';
import { createEmailCodeRepository } from './modules/auth/email-code.repository.ts';
import { createActivityRepository } from './modules/catalogue/activity.repository.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { createHomeRepository } from './modules/catalogue/home.repository.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createStatsRepository } from './modules/events/stats.repository.ts';
import { createFeedbackInboxRepository } from './modules/feedback/feedback-inbox.repository.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { createInviteRepository } from './modules/invite/invite.repository.ts';
import { createGoodsRepository } from './modules/money/goods.repository.ts';
import { createLedgerRepository } from './modules/money/ledger.repository.ts';
import { createCoinsBackRepository } from './modules/money/coins-back.repository.ts';
import { createAuditRepository } from './modules/operator/audit.repository.ts';
import { createAuditTargetsRepository } from './modules/operator/audit-targets.repository.ts';
import { createOperatorSessionRepository } from './modules/operator/operator-session.repository.ts';
import { createOperatorRepository } from './modules/operator/operator.repository.ts';
import { createPeopleRepository } from './modules/people/people.repository.ts';
import { createOrderRepository } from './modules/money/order.repository.ts';
import { createOrderEventRepository } from './modules/money/order-event.repository.ts';
import { createOrderConsoleRepository } from './modules/money/order-console.repository.ts';
import { createUnlockRepository } from './modules/money/unlock.repository.ts';
import { createVipRepository } from './modules/money/vip.repository.ts';
import { createTopupLimitRepository } from './modules/money/topup-limit.repository.ts';
import { createWalletRepository } from './modules/money/wallet.repository.ts';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.ts';
import { createRequestGuardRepository } from './modules/rate-limit/request-guard.repository.ts';
import { createRewardsRepository } from './modules/rewards/rewards.repository.ts';
import { createSandboxRepository } from './modules/sandbox-gateway/sandbox.repository.ts';
import { createSessionRepository } from './modules/session/session.repository.ts';
import { createSettingRepository } from './modules/setting/setting.repository.ts';
import { createUserRepository } from './modules/user/user.repository.ts';
import { createViewerRepository } from './modules/catalogue/viewer.repository.ts';
import { createSeriesRepository } from './modules/catalogue/series.repository.ts';
import { createSubtitleRepository } from './modules/media/subtitles/subtitle.repository.ts';
import { createEpisodeMediaRepository } from './modules/media/episode-media.repository.ts';
import { createMediaJobsRepository } from './modules/media/media-jobs.repository.ts';
import { createFollowRepository } from './modules/follow/follow.repository.ts';
import { createNoticeRepository } from './modules/follow/notice.repository.ts';
import { createPushSubscriptionRepository } from './modules/follow/push-subscription.repository.ts';

const factories = {
  accounts: createAccountRepository,
  activity: createActivityRepository,
  articles: createArticleRepository,
  audit: createAuditRepository,
  auditTargets: createAuditTargetsRepository,
  catalogue: createCatalogueRepository,
  coinsBack: createCoinsBackRepository,
  emailCodes: createEmailCodeRepository,
  episodeMedia: createEpisodeMediaRepository,
  events: createEventsRepository,
  feedback: createFeedbackRepository,
  feedbackInbox: createFeedbackInboxRepository,
  goods: createGoodsRepository,
  home: createHomeRepository,
  invites: createInviteRepository,
  ledger: createLedgerRepository,
  mediaJobs: createMediaJobsRepository,
  people: createPeopleRepository,
  operators: createOperatorRepository,
  operatorSessions: createOperatorSessionRepository,
  orders: createOrderRepository,
  orderEvents: createOrderEventRepository,
  orderConsole: createOrderConsoleRepository,
  rateLimits: createRateLimitRepository,
  requestGuards: createRequestGuardRepository,
  rewards: createRewardsRepository,
  sandbox: createSandboxRepository,
  series: createSeriesRepository,
  subtitles: createSubtitleRepository,
  topupLimits: createTopupLimitRepository,
  sessions: createSessionRepository,
  stats: createStatsRepository,
  settings: createSettingRepository,
  unlocks: createUnlockRepository,
  users: createUserRepository,
  viewers: createViewerRepository,
  vip: createVipRepository,
  wallet: createWalletRepository,
  // Issue 19: follows, releases, notices and push subscriptions.
  follows: createFollowRepository,
  notices: createNoticeRepository,
  pushSubscriptions: createPushSubscriptionRepository,
} satisfies Record<string, (executor: Executor, now: () => number) => object>;

type Factories = typeof factories;
export type Repositories = { readonly [K in keyof Factories]: ReturnType<Factories[K]> };

/**
 * The repositories over one executor, each built on first use. `now` is the app's clock, for
 * the rules a query applies with the time (what viewers may see: release times).
 */
export function repositoriesOver(executor: Executor, now: () => number = Date.now): Repositories {
  const built: Partial<Record<keyof Factories, object>> = {};
  const repos = {} as Repositories;
  for (const name of Object.keys(factories) as (keyof Factories)[]) {
    Object.defineProperty(repos, name, {
      enumerable: true,
      get: () => (built[name] ??= factories[name](executor, now)),
    });
  }
  return repos;
}

export interface UnitOfWork {
  /** Repositories over the database, outside any transaction (reads, single statements). */
  readonly read: Repositories;
  /** Runs `work` in one transaction with repositories bound to it; all or nothing. */
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createUnitOfWork(db: Database, options: { now?: () => number } = {}): UnitOfWork {
  const now = options.now ?? Date.now;
  return {
    read: repositoriesOver(db, now),
    run: (work) => db.transaction((tx) => work(repositoriesOver(tx, now))),
  };
}
