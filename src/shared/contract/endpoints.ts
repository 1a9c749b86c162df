/**
 * The /enjoy-api surface as one typed table, used by the server to register and validate
 * routes and by the web client to call and parse them (STYLE rules 3 to 5).
 */
import { z } from 'zod';
import { checkSettingData, checkSettingRequest } from './setting.ts';
import { deviceLoginRequest, loginData, userInfoData } from './user.ts';
import { emptyBody } from './envelope.ts';
import { articleData, getArticleQuery } from './article.ts';

export type Auth = 'none' | 'optional' | 'required';

export interface EndpointDef<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** none: the token is not sent (SPEC 6, isToken:false); required: 301 without a live session. */
  auth: Auth;
  body: B;
  data: D;
  /** Refuse an identical request within 1000 ms (SPEC 5), on the client and for money on the server. */
  repeatGuard: boolean;
}

function endpoint<B extends z.ZodType, D extends z.ZodType>(def: EndpointDef<B, D>): EndpointDef<B, D> {
  return def;
}

export const endpoints = {
  checkSetting: endpoint({
    method: 'POST',
    path: '/service/check-setting',
    auth: 'none',
    body: checkSettingRequest,
    data: checkSettingData,
    repeatGuard: false,
  }),
  deviceLogin: endpoint({
    method: 'POST',
    path: '/user/device-login',
    auth: 'none',
    body: deviceLoginRequest,
    data: loginData,
    repeatGuard: true,
  }),
  userIndex: endpoint({
    method: 'POST',
    path: '/user/index',
    auth: 'required',
    body: emptyBody,
    data: userInfoData,
    repeatGuard: false,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/user/logout',
    auth: 'optional',
    body: emptyBody,
    data: z.null(),
    repeatGuard: true,
  }),
  getArticle: endpoint({
    method: 'GET',
    path: '/api/site/article/get-article',
    auth: 'none',
    body: getArticleQuery,
    data: articleData,
    repeatGuard: false,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type BodyOf<N extends EndpointName> = z.input<Endpoints[N]['body']>;
export type DataOf<N extends EndpointName> = z.output<Endpoints[N]['data']>;
