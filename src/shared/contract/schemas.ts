/**
 * The payload (`body`, the query for GET) and response `data` schema of every endpoint of
 * ./endpoints.ts. The server validates and serialises with them; the web client parses
 * answers with them, loading this module after first paint.
 */
import { z } from 'zod';
import { articleData, getArticleQuery } from './article.ts';
import {
  authCallbackLoginRequest,
  authLoginUrlData,
  authLoginUrlQuery,
  captchaData,
  checkSmsCodeData,
  checkSmsCodeRequest,
  emailBindRequest,
  facebookBindRequest,
  loginSessionData,
  looseBody,
  sendEmailData,
  sendEmailRequest,
  tiktokBindRequest,
  unlinkRequest,
} from './auth.ts';
import type { EndpointName } from './endpoints.ts';
import {
  detailData,
  detailRequest,
  dramaPage,
  dramaRef,
  episodeData,
  episodeRequest,
  favoritePage,
  favoriteState,
  historyPage,
  homeData,
  homeQuery,
  listQuery,
  playData,
  playRequest,
  progressRequest,
  rankPage,
  rankQuery,
  recommendPage,
  recommendRequest,
  searchQuery,
  tagsData,
  tagsQuery,
} from './catalogue.ts';
import {
  coinsBackData,
  coinsBackRequest,
  playbackFailureData,
  playbackFailureRequest,
} from './coins-back.ts';
import { dictData, dictQuery } from './dict.ts';
import { downloadData, downloadRequest } from './download.ts';
import {
  followPage,
  followState,
  noticeListRequest,
  noticePage,
  noticeReadRequest,
  noticeUnreadData,
  pushKeyData,
  pushSubscribeRequest,
  pushUnsubscribeRequest,
} from './follow.ts';
import { anyEnvelope, emptyBody, pageRequest } from './envelope.ts';
import {
  feedbackItem,
  feedbackImageUpload,
  feedbackListRequest,
  feedbackPage,
  feedbackReadRequest,
  feedbackSubmitRequest,
  feedbackUnreadData,
} from './feedback.ts';
import { inviteInfoData, inviteListRequest, invitePage } from './invite.ts';
import { checkSettingData, checkSettingRequest } from './setting.ts';
import { uploadData } from './upload.ts';
import { checkinData, rewardsInfoData, rewardsRequest } from './rewards.ts';
import { setTopupLimitRequest, topupLimitData } from './topup-limit.ts';
import { deviceLoginRequest, loginData, updateProfileRequest, userInfoData } from './user.ts';
import {
  autoUnlockRequest,
  autoUnlockState,
  createOrderData,
  createOrderRequest,
  goldDetailPage,
  goldDetailRequest,
  orderListRequest,
  orderPage,
  payCenterData,
  queryOrderData,
  queryOrderRequest,
  unlockData,
  unlockQuoteData,
  unlockQuoteRequest,
  unlockRequest,
} from './wallet.ts';

export interface EndpointSchemas {
  body: z.ZodType;
  data: z.ZodType;
}

export const endpointSchemas = {
  checkSetting: { body: checkSettingRequest, data: checkSettingData },
  deviceLogin: { body: deviceLoginRequest, data: loginData },
  userIndex: { body: emptyBody, data: userInfoData },
  logout: { body: emptyBody, data: z.null() },
  updateProfile: { body: updateProfileRequest, data: userInfoData },
  // Multipart: no JSON body (the file is read by the handler); an empty JSON body is allowed.
  upload: { body: emptyBody, data: uploadData },
  sendEmail: { body: sendEmailRequest, data: sendEmailData },
  emailBind: { body: emailBindRequest, data: loginData },
  facebookBind: { body: facebookBindRequest, data: loginData },
  tiktokBind: { body: tiktokBindRequest, data: loginData },
  loginSession: { body: emptyBody, data: loginSessionData },
  unlink: { body: unlinkRequest, data: z.null() },
  register: { body: looseBody, data: z.null() },
  retrievePassword: { body: looseBody, data: z.null() },
  captchaCode: { body: looseBody, data: captchaData },
  checkSmsCode: { body: checkSmsCodeRequest, data: checkSmsCodeData },
  authLoginUrl: { body: authLoginUrlQuery, data: authLoginUrlData },
  authCallbackLogin: { body: authCallbackLoginRequest, data: loginData },
  bindMobileLogin: { body: looseBody, data: z.null() },
  getArticle: { body: getArticleQuery, data: articleData },
  home: { body: homeQuery, data: homeData },
  dramaList: { body: listQuery, data: dramaPage },
  rank: { body: rankQuery, data: rankPage },
  tags: { body: tagsQuery, data: tagsData },
  search: { body: searchQuery, data: dramaPage },
  detail: { body: detailRequest, data: detailData },
  episode: { body: episodeRequest, data: episodeData },
  recommend: { body: recommendRequest, data: recommendPage },
  progress: { body: progressRequest, data: z.null() },
  play: { body: playRequest, data: playData },
  unlockQuote: { body: unlockQuoteRequest, data: unlockQuoteData },
  unlock: { body: unlockRequest, data: unlockData },
  autoUnlock: { body: autoUnlockRequest, data: autoUnlockState },
  rewardsInfo: { body: rewardsRequest, data: rewardsInfoData },
  checkin: { body: rewardsRequest, data: checkinData },
  goldDetail: { body: goldDetailRequest, data: goldDetailPage },
  payCenter: { body: emptyBody, data: payCenterData },
  createOrder: { body: createOrderRequest, data: createOrderData },
  queryOrder: { body: queryOrderRequest, data: queryOrderData },
  orderList: { body: orderListRequest, data: orderPage },
  topupLimit: { body: emptyBody, data: topupLimitData },
  setTopupLimit: { body: setTopupLimitRequest, data: topupLimitData },
  historyList: { body: pageRequest.partial().nullish(), data: historyPage },
  historyRemove: { body: dramaRef, data: z.null() },
  historyClear: { body: emptyBody, data: z.null() },
  favoriteList: { body: pageRequest.partial().nullish(), data: favoritePage },
  favoriteAdd: { body: dramaRef, data: favoriteState },
  favoriteRemove: { body: dramaRef, data: favoriteState },
  inviteInfo: { body: emptyBody, data: inviteInfoData },
  inviteList: { body: inviteListRequest, data: invitePage },
  feedbackSubmit: { body: feedbackSubmitRequest, data: feedbackItem },
  feedbackImage: { body: emptyBody, data: feedbackImageUpload },
  feedbackList: { body: feedbackListRequest, data: feedbackPage },
  feedbackRead: { body: feedbackReadRequest, data: feedbackUnreadData },
  feedbackUnread: { body: emptyBody, data: feedbackUnreadData },
  dictType: { body: dictQuery, data: dictData },
  dictTypeBatch: { body: dictQuery, data: dictData },
  playbackFailure: { body: playbackFailureRequest, data: playbackFailureData },
  coinsBack: { body: coinsBackRequest, data: coinsBackData },
  download: { body: downloadRequest, data: downloadData },
  followState: { body: dramaRef, data: followState },
  followAdd: { body: dramaRef, data: followState },
  followRemove: { body: dramaRef, data: followState },
  followList: { body: pageRequest.partial().nullish(), data: followPage },
  noticeList: { body: noticeListRequest, data: noticePage },
  noticeUnread: { body: emptyBody, data: noticeUnreadData },
  noticeRead: { body: noticeReadRequest, data: noticeUnreadData },
  noticeReadAll: { body: emptyBody, data: noticeUnreadData },
  pushKey: { body: emptyBody, data: pushKeyData },
  pushSubscribe: { body: pushSubscribeRequest, data: z.null() },
  pushUnsubscribe: { body: pushUnsubscribeRequest, data: z.null() },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type BodyOf<N extends EndpointName> = z.input<(typeof endpointSchemas)[N]['body']>;
export type DataOf<N extends EndpointName> = z.output<(typeof endpointSchemas)[N]['data']>;

export { anyEnvelope };
