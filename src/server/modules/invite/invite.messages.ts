/** The invite campaign's rules, in the five languages (POST /invite/info `rules`). */
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { countText } from '../../i18n/numbers.ts';

const RULES: Record<Locale, readonly string[]> = {
  en: [
    'Share your invite link with friends who have not used the app yet.',
    'A friend counts once they open your link, register with email, Facebook or TikTok and log in.',
    'For every valid friend you receive {reward} gold coins, once per friend.',
    'Accounts that already existed, and your own account, do not count.',
    'Gold coins unlock episodes like any other gold.',
  ],
  'zh-Hant': [
    '把邀請連結分享給還沒使用過本應用的好友。',
    '好友透過你的連結進入，並以電子郵件、Facebook 或 TikTok 註冊並登入後，即為有效好友。',
    '每位有效好友可獲得 {reward} 金幣，每位好友僅計一次。',
    '已存在的帳號及你自己的帳號不計入。',
    '金幣可像其他金幣一樣用來解鎖劇集。',
  ],
  'zh-Hans': [
    '把邀请链接分享给还没使用过本应用的好友。',
    '好友通过你的链接进入，并以电子邮箱、Facebook 或 TikTok 注册并登录后，即为有效好友。',
    '每位有效好友可获得 {reward} 金币，每位好友仅计一次。',
    '已存在的账号及你自己的账号不计入。',
    '金币可像其他金币一样用来解锁剧集。',
  ],
  th: [
    'แชร์ลิงก์เชิญของคุณให้เพื่อนที่ยังไม่เคยใช้แอป',
    'เพื่อนจะนับเมื่อเปิดลิงก์ของคุณ สมัครด้วยอีเมล, Facebook หรือ TikTok และเข้าสู่ระบบแล้ว',
    'รับ {reward} เหรียญทองต่อเพื่อนที่ถูกต้องหนึ่งคน นับเพียงครั้งเดียวต่อเพื่อน',
    'บัญชีที่มีอยู่แล้วและบัญชีของคุณเองจะไม่นับ',
    'เหรียญทองใช้ปลดล็อกตอนได้เหมือนเหรียญทองอื่น ๆ',
  ],
  id: [
    'Bagikan tautan undangan Anda kepada teman yang belum pernah memakai aplikasi ini.',
    'Teman dihitung setelah membuka tautan Anda, mendaftar dengan email, Facebook atau TikTok, lalu masuk.',
    'Untuk setiap teman yang valid Anda menerima {reward} koin emas, sekali per teman.',
    'Akun yang sudah ada dan akun Anda sendiri tidak dihitung.',
    'Koin emas dapat membuka episode seperti koin emas lainnya.',
  ],
};

export function inviteRules(language: LanguageId, reward: number): string[] {
  const amount = countText(language, reward);
  return RULES[localeOf(language)].map((line) => line.replace('{reward}', amount));
}
