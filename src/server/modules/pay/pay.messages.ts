/** The pay centre's texts in the five languages: package names, notes, tags, guide lines. */
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';

export type PayMessageKey =
  | 'coins_title'
  | 'vip_week'
  | 'vip_month'
  | 'vip_year'
  | 'vip_days'
  | 'vip_note'
  | 'bonus'
  | 'tag_hot'
  | 'tag_best'
  | 'tag_new'
  | 'about_coins'
  | 'about_vip'
  | 'about_secure'
  | 'about_help'
  | 'channel_sandbox'
  | 'channel_stripe';

const catalogue: Record<Locale, Record<PayMessageKey, string>> = {
  en: {
    coins_title: '{amount} Coins',
    vip_week: 'Weekly VIP',
    vip_month: 'Monthly VIP',
    vip_year: 'Yearly VIP',
    vip_days: '{days}-day VIP',
    vip_note: 'Watch the whole site free for {days} days',
    bonus: '+{amount} vouchers free',
    tag_hot: 'Hot',
    tag_best: 'Best value',
    tag_new: 'New',
    about_coins: 'Coins and vouchers unlock any episode and never expire; vouchers are spent first.',
    about_vip: 'VIP watches every episode free until the expiry date; buying again extends it.',
    about_secure: 'Payments are handled by the payment provider; we never see your card details.',
    about_help: 'Coins usually arrive within a minute. If not, write to {email} with your order number.',
    channel_sandbox: 'Test payment (sandbox)',
    channel_stripe: 'Card (Stripe)',
  },
  'zh-Hant': {
    coins_title: '{amount} 金幣',
    vip_week: '週卡 VIP',
    vip_month: '月卡 VIP',
    vip_year: '年卡 VIP',
    vip_days: '{days} 天 VIP',
    vip_note: '{days} 天內全站免費觀看',
    bonus: '加贈 {amount} 觀看券',
    tag_hot: '熱銷',
    tag_best: '最划算',
    tag_new: '新品',
    about_coins: '金幣與觀看券可解鎖任意劇集，永不過期；優先扣除觀看券。',
    about_vip: 'VIP 到期前全站劇集免費看，再次購買將順延到期日。',
    about_secure: '付款由支付服務商處理，我們不會看到您的卡片資料。',
    about_help: '金幣通常在一分鐘內到帳；如未到帳，請附訂單號寫信至 {email}。',
    channel_sandbox: '測試付款（沙盒）',
    channel_stripe: '信用卡（Stripe）',
  },
  'zh-Hans': {
    coins_title: '{amount} 金币',
    vip_week: '周卡 VIP',
    vip_month: '月卡 VIP',
    vip_year: '年卡 VIP',
    vip_days: '{days} 天 VIP',
    vip_note: '{days} 天内全站免费观看',
    bonus: '加赠 {amount} 观看券',
    tag_hot: '热销',
    tag_best: '最划算',
    tag_new: '新品',
    about_coins: '金币与观看券可解锁任意剧集，永不过期；优先扣除观看券。',
    about_vip: 'VIP 到期前全站剧集免费看，再次购买将顺延到期日。',
    about_secure: '付款由支付服务商处理，我们不会看到您的卡片信息。',
    about_help: '金币通常在一分钟内到账；如未到账，请附订单号写信至 {email}。',
    channel_sandbox: '测试付款（沙盒）',
    channel_stripe: '银行卡（Stripe）',
  },
  th: {
    coins_title: '{amount} เหรียญ',
    vip_week: 'VIP รายสัปดาห์',
    vip_month: 'VIP รายเดือน',
    vip_year: 'VIP รายปี',
    vip_days: 'VIP {days} วัน',
    vip_note: 'ดูได้ฟรีทั้งเว็บไซต์ {days} วัน',
    bonus: 'รับคูปองฟรี {amount}',
    tag_hot: 'ยอดนิยม',
    tag_best: 'คุ้มที่สุด',
    tag_new: 'ใหม่',
    about_coins: 'เหรียญและคูปองใช้ปลดล็อกตอนใดก็ได้และไม่มีวันหมดอายุ ระบบใช้คูปองก่อน',
    about_vip: 'VIP ดูทุกตอนฟรีจนถึงวันหมดอายุ ซื้อซ้ำเพื่อต่ออายุ',
    about_secure: 'การชำระเงินดำเนินการโดยผู้ให้บริการชำระเงิน เราไม่เห็นข้อมูลบัตรของคุณ',
    about_help: 'โดยปกติเหรียญจะเข้าภายในหนึ่งนาที หากไม่เข้า โปรดเขียนถึง {email} พร้อมเลขคำสั่งซื้อ',
    channel_sandbox: 'การชำระเงินทดสอบ (แซนด์บ็อกซ์)',
    channel_stripe: 'บัตร (Stripe)',
  },
  id: {
    coins_title: '{amount} Koin',
    vip_week: 'VIP Mingguan',
    vip_month: 'VIP Bulanan',
    vip_year: 'VIP Tahunan',
    vip_days: 'VIP {days} hari',
    vip_note: 'Tonton seluruh situs gratis selama {days} hari',
    bonus: 'Gratis {amount} voucher',
    tag_hot: 'Terlaris',
    tag_best: 'Paling hemat',
    tag_new: 'Baru',
    about_coins:
      'Koin dan voucher membuka episode apa pun dan tidak pernah kedaluwarsa; voucher dipakai lebih dulu.',
    about_vip:
      'VIP menonton semua episode gratis hingga tanggal berakhir; membeli lagi akan memperpanjangnya.',
    about_secure: 'Pembayaran diproses oleh penyedia pembayaran; kami tidak pernah melihat data kartu Anda.',
    about_help:
      'Koin biasanya masuk dalam satu menit. Jika tidak, kirim email ke {email} dengan nomor pesanan.',
    channel_sandbox: 'Pembayaran uji (sandbox)',
    channel_stripe: 'Kartu (Stripe)',
  },
};

export function payText(
  language: LanguageId,
  key: PayMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue[localeOf(language)][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** "4.99" from 499: exact, no float. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
