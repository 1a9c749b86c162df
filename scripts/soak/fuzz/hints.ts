/** Hints: valid values for fields by name, per endpoint (ids from the pools, emails, goods). */
import fc from 'fast-check';
import type { EndpointName } from '#shared/contract/endpoints.ts';
import { FEEDBACK_TYPES } from '#shared/contract/feedback.ts';
import { DEFAULT_GOODS } from '../../../src/server/modules/pay/goods.seed.ts';
import { poolRef, type Hints } from '../arbitraries.ts';

export const hexId = fc.string({
  unit: fc.constantFrom(...'0123456789abcdef'),
  minLength: 16,
  maxLength: 40,
});
export const email = fc
  .emailAddress()
  .map((e) => e.toLowerCase())
  .filter((e) => e.length <= 64);
const goodsIds = DEFAULT_GOODS.map((g) => g.id);

export function hintsFor(name: EndpointName): Hints {
  return (key) => {
    switch (key) {
      case 'drama_id':
        return poolRef('dramaId');
      case 'episode_id':
        return fc.oneof(poolRef('episodeId'), poolRef('lockedEpisodeId'), poolRef('lockedEpisodeId'));
      case 'number':
        return fc.integer({ min: 1, max: 13 });
      case 'feedback_id':
        return poolRef('feedbackId');
      case 'goods_id':
        return fc.constantFrom(...goodsIds);
      case 'pay_channel_id':
        return fc.constantFrom(1, 1, 2);
      case 'trade_no':
        return poolRef('tradeNo');
      case 'email':
        return fc.oneof(email, poolRef('email'));
      case 'udid':
        return hexId;
      case 'invite_code':
        return poolRef('inviteCode');
      case 'view_id':
        return fc.uuid();
      case 'avatar':
        return poolRef('avatarUrl');
      case 'nickname':
        return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
      case 'type':
        if (name === 'feedbackSubmit') return fc.constantFrom(...FEEDBACK_TYPES);
        return undefined;
      case 'content':
        return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 140 });
      case 'contact':
        return fc.oneof(email, fc.string({ minLength: 1, maxLength: 100 }));
      case 'keyword':
        return fc.constantFrom('Money', 'money drama 1', 'Secret', '秘密', 'Queen', 'ละคร', 'Uang', '%', '_');
      case 'tag':
        return fc.constantFrom('romance', 'revenge', 'money', 'nope');
      case 'access_token':
        return poolRef('fbToken');
      case 'code':
        return name === 'tiktokBind' || name === 'authCallbackLogin' ? poolRef('ttCode') : undefined;
      default:
        return undefined;
    }
  };
}
