/** What each ledger row means, in the five languages (the wallet detail list). */
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';

export type WalletMessageKey =
  | 'topup_gold'
  | 'topup_bonus'
  | 'unlock_one'
  | 'unlock_range'
  | 'auto_unlock_one'
  | 'invite'
  | 'merge_in'
  | 'merge_out'
  | 'grant'
  | 'welcome'
  | 'checkin'
  | 'voucher_expired';

const catalogue: Record<Locale, Record<WalletMessageKey, string>> = {
  en: {
    topup_gold: 'Top-up: {amount} coins',
    topup_bonus: 'Top-up bonus: {amount} vouchers',
    unlock_one: 'Unlocked {title} ep. {from}',
    unlock_range: 'Unlocked {title} ep. {from}–{to}',
    auto_unlock_one: 'Auto-unlocked {title} ep. {from}',
    invite: 'Invite reward for friend {uid}',
    merge_in: 'Moved in from your guest account',
    merge_out: 'Moved to account {uid}',
    grant: 'Granted by customer service',
    welcome: 'Welcome bonus: {amount} vouchers',
    checkin: 'Day {day} check-in: {amount} vouchers',
    voucher_expired: 'Reward vouchers expired: {amount}',
  },
  'zh-Hant': {
    topup_gold: '儲值：{amount} 金幣',
    topup_bonus: '儲值贈送：{amount} 觀看券',
    unlock_one: '解鎖《{title}》第 {from} 集',
    unlock_range: '解鎖《{title}》第 {from}–{to} 集',
    auto_unlock_one: '自動解鎖《{title}》第 {from} 集',
    invite: '邀請好友 {uid} 獎勵',
    merge_in: '從遊客帳號轉入',
    merge_out: '轉入帳號 {uid}',
    grant: '客服贈送',
    welcome: '新人禮：{amount} 觀看券',
    checkin: '第 {day} 天簽到：{amount} 觀看券',
    voucher_expired: '獎勵觀看券過期：{amount}',
  },
  'zh-Hans': {
    topup_gold: '充值：{amount} 金币',
    topup_bonus: '充值赠送：{amount} 观看券',
    unlock_one: '解锁《{title}》第 {from} 集',
    unlock_range: '解锁《{title}》第 {from}–{to} 集',
    auto_unlock_one: '自动解锁《{title}》第 {from} 集',
    invite: '邀请好友 {uid} 奖励',
    merge_in: '从游客账号转入',
    merge_out: '转入账号 {uid}',
    grant: '客服赠送',
    welcome: '新人礼：{amount} 观看券',
    checkin: '第 {day} 天签到：{amount} 观看券',
    voucher_expired: '奖励观看券过期：{amount}',
  },
  th: {
    topup_gold: 'เติมเงิน: {amount} เหรียญ',
    topup_bonus: 'โบนัสเติมเงิน: {amount} คูปอง',
    unlock_one: 'ปลดล็อก {title} ตอนที่ {from}',
    unlock_range: 'ปลดล็อก {title} ตอนที่ {from}–{to}',
    auto_unlock_one: 'ปลดล็อกอัตโนมัติ {title} ตอนที่ {from}',
    invite: 'รางวัลชวนเพื่อน {uid}',
    merge_in: 'ย้ายมาจากบัญชีผู้เยี่ยมชม',
    merge_out: 'ย้ายไปยังบัญชี {uid}',
    grant: 'มอบโดยฝ่ายบริการลูกค้า',
    welcome: 'โบนัสต้อนรับ: {amount} คูปอง',
    checkin: 'เช็กอินวันที่ {day}: {amount} คูปอง',
    voucher_expired: 'คูปองรางวัลหมดอายุ: {amount}',
  },
  id: {
    topup_gold: 'Isi ulang: {amount} koin',
    topup_bonus: 'Bonus isi ulang: {amount} voucher',
    unlock_one: 'Membuka {title} ep. {from}',
    unlock_range: 'Membuka {title} ep. {from}–{to}',
    auto_unlock_one: 'Buka otomatis {title} ep. {from}',
    invite: 'Hadiah undangan teman {uid}',
    merge_in: 'Dipindahkan dari akun tamu Anda',
    merge_out: 'Dipindahkan ke akun {uid}',
    grant: 'Diberikan oleh layanan pelanggan',
    welcome: 'Bonus selamat datang: {amount} voucher',
    checkin: 'Check-in hari ke-{day}: {amount} voucher',
    voucher_expired: 'Voucher hadiah kedaluwarsa: {amount}',
  },
};

export function walletText(
  language: LanguageId,
  key: WalletMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue[localeOf(language)][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
