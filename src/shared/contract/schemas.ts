/**
 * The payload (`body`, the query for GET) and response `data` schema of every endpoint of
 * ./endpoints.ts. The server validates and serialises with them; the web client parses
 * answers with them, loading this module after first paint.
 */
import { z } from 'zod';
import { articleData, getArticleQuery } from './article.ts';
import type { EndpointName } from './endpoints.ts';
import { anyEnvelope, emptyBody } from './envelope.ts';
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
  getArticle: { body: getArticleQuery, data: articleData },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type BodyOf<N extends EndpointName> = z.input<(typeof endpointSchemas)[N]['body']>;
export type DataOf<N extends EndpointName> = z.output<(typeof endpointSchemas)[N]['data']>;

export { anyEnvelope };
