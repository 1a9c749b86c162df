/**
 * The payload (`body`, the query for GET) and response `data` schema of every endpoint of
 * ./endpoints.ts. The server validates and serialises with them; the web client parses
 * answers with them, loading this module after first paint.
 */
import { z } from 'zod';
import { articleData, getArticleQuery } from './article.ts';
import { emailBindRequest, sendEmailData, sendEmailRequest } from './auth.ts';
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
import { anyEnvelope, emptyBody, pageRequest } from './envelope.ts';
import { checkSettingData, checkSettingRequest } from './setting.ts';
import { deviceLoginRequest, loginData, userInfoData } from './user.ts';

export interface EndpointSchemas {
  body: z.ZodType;
  data: z.ZodType;
}

export const endpointSchemas = {
  checkSetting: { body: checkSettingRequest, data: checkSettingData },
  deviceLogin: { body: deviceLoginRequest, data: loginData },
  userIndex: { body: emptyBody, data: userInfoData },
  logout: { body: emptyBody, data: z.null() },
  sendEmail: { body: sendEmailRequest, data: sendEmailData },
  emailBind: { body: emailBindRequest, data: loginData },
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
  historyList: { body: pageRequest.partial().nullish(), data: historyPage },
  historyRemove: { body: dramaRef, data: z.null() },
  historyClear: { body: emptyBody, data: z.null() },
  favoriteList: { body: pageRequest.partial().nullish(), data: favoritePage },
  favoriteAdd: { body: dramaRef, data: favoriteState },
  favoriteRemove: { body: dramaRef, data: favoriteState },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type BodyOf<N extends EndpointName> = z.input<(typeof endpointSchemas)[N]['body']>;
export type DataOf<N extends EndpointName> = z.output<(typeof endpointSchemas)[N]['data']>;

export { anyEnvelope };
