/**
 * Server-side messages in the five languages (STYLE rule 7: translated in one place on each
 * side). The type makes a missing key in any language a compile error.
 */
import type { ApiMessageKey } from '#shared/api-codes.ts';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';

export type ServerMessageKey =
  | ApiMessageKey
  | 'validation_field'
  | 'protocol_user'
  | 'protocol_privacy'
  | 'asset_gold'
  | 'asset_coin'
  | 'svip_active'
  | 'svip_none'
  | 'login_methods'
  | 'method_email'
  | 'guest_nickname'
  | 'rail_hot'
  | 'rail_new'
  | 'rail_completed'
  | 'email_subject'
  | 'email_body';
type Catalogue = Record<ServerMessageKey, string>;

const en: Catalogue = {
  ok: 'success',
  session_expired: 'Login state expired, please log in again',
  bad_request: 'Bad request',
  malformed_json: 'The request body is not valid JSON',
  sign_missing: 'The request is not signed',
  sign_invalid: 'The request signature is wrong',
  time_skew: 'The request time is too far from the server time; check the device clock',
  forbidden: 'No permission for this operation',
  not_found: 'Resource does not exist',
  method_not_allowed: 'Method not allowed',
  payload_too_large: 'The request is too large',
  unsupported_media_type: 'Unsupported content type',
  rate_limited: 'Too many requests, please try again later',
  internal: 'Unknown system error, please report it to the administrator',
  unavailable: 'Service temporarily unavailable, please try again later',
  validation: 'Invalid request parameters',
  validation_field: 'Invalid parameter: {field}',
  duplicate_submit: 'Data is being processed, please do not submit repeatedly',
  episode_locked: 'This episode must be unlocked first',
  insufficient_balance: 'Insufficient balance',
  protocol_user: 'User Agreement',
  protocol_privacy: 'Privacy Policy',
  asset_gold: 'Gold coins',
  asset_coin: 'Vouchers',
  svip_active: 'VIP until {date}',
  svip_none: 'Become VIP and watch the whole site free',
  login_methods: 'Linked accounts',
  method_email: 'Email',
  guest_nickname: 'Guest {uid}',
  rail_hot: 'Trending now',
  rail_new: 'New releases',
  rail_completed: 'Completed series',
  code_invalid: 'The verification code is wrong',
  code_expired: 'The verification code has expired, please get a new one',
  code_tries_exceeded: 'Too many wrong codes, please get a new one',
  send_too_frequent: 'Please wait {seconds} seconds before asking for another code',
  send_failed: 'The email could not be sent, please try again later',
  email_subject: 'Your {app} login code: {code}',
  email_body:
    'Your login code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this email.',
};

const zhHant: Catalogue = {
  ok: '成功',
  session_expired: '登入狀態已過期，請重新登入',
  bad_request: '請求有誤',
  malformed_json: '請求內容不是有效的 JSON',
  sign_missing: '請求缺少簽名',
  sign_invalid: '請求簽名錯誤',
  time_skew: '請求時間與伺服器時間相差過大，請檢查裝置時鐘',
  forbidden: '沒有權限進行此操作',
  not_found: '資源不存在',
  method_not_allowed: '不支援的請求方法',
  payload_too_large: '請求內容過大',
  unsupported_media_type: '不支援的內容類型',
  rate_limited: '請求過於頻繁，請稍後再試',
  internal: '未知的系統錯誤，請回報管理員',
  unavailable: '服務暫時無法使用，請稍後再試',
  validation: '請求參數有誤',
  validation_field: '參數有誤：{field}',
  duplicate_submit: '資料正在處理中，請勿重複提交',
  episode_locked: '請先解鎖此集',
  insufficient_balance: '餘額不足',
  protocol_user: '用戶協議',
  protocol_privacy: '隱私政策',
  asset_gold: '金幣',
  asset_coin: '觀看券',
  svip_active: 'VIP 有效期至 {date}',
  svip_none: '成為 VIP，全站免費看',
  login_methods: '綁定帳號',
  method_email: '電子郵件',
  guest_nickname: '訪客 {uid}',
  rail_hot: '熱播榜',
  rail_new: '新劇上線',
  rail_completed: '已完結',
  code_invalid: '驗證碼錯誤',
  code_expired: '驗證碼已過期，請重新獲取',
  code_tries_exceeded: '驗證碼錯誤次數過多，請重新獲取',
  send_too_frequent: '請在 {seconds} 秒後再獲取驗證碼',
  send_failed: '郵件發送失敗，請稍後再試',
  email_subject: '您的 {app} 登入驗證碼：{code}',
  email_body: '您的登入驗證碼是 {code}，{minutes} 分鐘內有效，僅可使用一次。如非本人操作，請忽略此郵件。',
};

const zhHans: Catalogue = {
  ok: '成功',
  session_expired: '登录状态已过期，请重新登录',
  bad_request: '请求有误',
  malformed_json: '请求内容不是有效的 JSON',
  sign_missing: '请求缺少签名',
  sign_invalid: '请求签名错误',
  time_skew: '请求时间与服务器时间相差过大，请检查设备时钟',
  forbidden: '没有权限进行此操作',
  not_found: '资源不存在',
  method_not_allowed: '不支持的请求方法',
  payload_too_large: '请求内容过大',
  unsupported_media_type: '不支持的内容类型',
  rate_limited: '请求过于频繁，请稍后再试',
  internal: '未知的系统错误，请反馈给管理员',
  unavailable: '服务暂时不可用，请稍后再试',
  validation: '请求参数有误',
  validation_field: '参数有误：{field}',
  duplicate_submit: '数据正在处理，请勿重复提交',
  episode_locked: '请先解锁本集',
  insufficient_balance: '余额不足',
  protocol_user: '用户协议',
  protocol_privacy: '隐私政策',
  asset_gold: '金币',
  asset_coin: '观看券',
  svip_active: 'VIP 有效期至 {date}',
  svip_none: '成为 VIP，全站免费看',
  login_methods: '绑定账号',
  method_email: '电子邮箱',
  guest_nickname: '访客 {uid}',
  rail_hot: '热播榜',
  rail_new: '新剧上线',
  rail_completed: '已完结',
  code_invalid: '验证码错误',
  code_expired: '验证码已过期，请重新获取',
  code_tries_exceeded: '验证码错误次数过多，请重新获取',
  send_too_frequent: '请在 {seconds} 秒后再获取验证码',
  send_failed: '邮件发送失败，请稍后再试',
  email_subject: '您的 {app} 登录验证码：{code}',
  email_body: '您的登录验证码是 {code}，{minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略此邮件。',
};

const th: Catalogue = {
  ok: 'สำเร็จ',
  session_expired: 'สถานะการเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  bad_request: 'คำขอไม่ถูกต้อง',
  malformed_json: 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
  sign_missing: 'คำขอไม่มีลายเซ็น',
  sign_invalid: 'ลายเซ็นของคำขอไม่ถูกต้อง',
  time_skew: 'เวลาของคำขอต่างจากเวลาเซิร์ฟเวอร์มากเกินไป กรุณาตรวจสอบนาฬิกาของอุปกรณ์',
  forbidden: 'ไม่มีสิทธิ์ดำเนินการนี้',
  not_found: 'ไม่พบทรัพยากร',
  method_not_allowed: 'ไม่รองรับวิธีการร้องขอนี้',
  payload_too_large: 'คำขอมีขนาดใหญ่เกินไป',
  unsupported_media_type: 'ไม่รองรับประเภทเนื้อหานี้',
  rate_limited: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
  internal: 'เกิดข้อผิดพลาดของระบบที่ไม่ทราบสาเหตุ กรุณาแจ้งผู้ดูแลระบบ',
  unavailable: 'บริการไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ภายหลัง',
  validation: 'พารามิเตอร์ของคำขอไม่ถูกต้อง',
  validation_field: 'พารามิเตอร์ไม่ถูกต้อง: {field}',
  duplicate_submit: 'กำลังประมวลผลข้อมูล กรุณาอย่าส่งซ้ำ',
  episode_locked: 'ต้องปลดล็อกตอนนี้ก่อน',
  insufficient_balance: 'ยอดคงเหลือไม่เพียงพอ',
  protocol_user: 'ข้อตกลงผู้ใช้',
  protocol_privacy: 'นโยบายความเป็นส่วนตัว',
  asset_gold: 'เหรียญทอง',
  asset_coin: 'คูปองรับชม',
  svip_active: 'VIP ถึงวันที่ {date}',
  svip_none: 'เป็น VIP ดูฟรีทั้งเว็บไซต์',
  login_methods: 'บัญชีที่เชื่อมโยง',
  method_email: 'อีเมล',
  guest_nickname: 'ผู้เยี่ยมชม {uid}',
  rail_hot: 'กำลังฮิต',
  rail_new: 'มาใหม่',
  rail_completed: 'จบแล้ว',
  code_invalid: 'รหัสยืนยันไม่ถูกต้อง',
  code_expired: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่',
  code_tries_exceeded: 'ใส่รหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
  send_too_frequent: 'กรุณารอ {seconds} วินาทีก่อนขอรหัสใหม่',
  send_failed: 'ส่งอีเมลไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  email_subject: 'รหัสเข้าสู่ระบบ {app} ของคุณ: {code}',
  email_body:
    'รหัสเข้าสู่ระบบของคุณคือ {code} ใช้ได้ภายใน {minutes} นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้',
};

const id: Catalogue = {
  ok: 'berhasil',
  session_expired: 'Status login kedaluwarsa, silakan login kembali',
  bad_request: 'Permintaan tidak valid',
  malformed_json: 'Isi permintaan bukan JSON yang valid',
  sign_missing: 'Permintaan tidak ditandatangani',
  sign_invalid: 'Tanda tangan permintaan salah',
  time_skew: 'Waktu permintaan terlalu jauh dari waktu server; periksa jam perangkat',
  forbidden: 'Tidak ada izin untuk operasi ini',
  not_found: 'Sumber daya tidak ada',
  method_not_allowed: 'Metode tidak diizinkan',
  payload_too_large: 'Permintaan terlalu besar',
  unsupported_media_type: 'Jenis konten tidak didukung',
  rate_limited: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  internal: 'Kesalahan sistem tidak dikenal, silakan laporkan ke administrator',
  unavailable: 'Layanan sementara tidak tersedia, silakan coba lagi nanti',
  validation: 'Parameter permintaan tidak valid',
  validation_field: 'Parameter tidak valid: {field}',
  duplicate_submit: 'Data sedang diproses, jangan kirim berulang kali',
  episode_locked: 'Episode ini harus dibuka terlebih dahulu',
  insufficient_balance: 'Saldo tidak cukup',
  protocol_user: 'Perjanjian Pengguna',
  protocol_privacy: 'Kebijakan Privasi',
  asset_gold: 'Koin emas',
  asset_coin: 'Voucher tonton',
  svip_active: 'VIP hingga {date}',
  svip_none: 'Jadi VIP dan tonton seluruh situs gratis',
  login_methods: 'Akun tertaut',
  method_email: 'Email',
  guest_nickname: 'Tamu {uid}',
  rail_hot: 'Sedang tren',
  rail_new: 'Rilisan baru',
  rail_completed: 'Serial tamat',
  code_invalid: 'Kode verifikasi salah',
  code_expired: 'Kode verifikasi kedaluwarsa, silakan minta yang baru',
  code_tries_exceeded: 'Terlalu banyak kode salah, silakan minta yang baru',
  send_too_frequent: 'Harap tunggu {seconds} detik sebelum meminta kode lagi',
  send_failed: 'Email tidak dapat dikirim, silakan coba lagi nanti',
  email_subject: 'Kode masuk {app} Anda: {code}',
  email_body:
    'Kode masuk Anda adalah {code}. Berlaku {minutes} menit dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, abaikan email ini.',
};

export const SERVER_MESSAGES: Record<Locale, Catalogue> = {
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  th,
  id,
};

export function translate(
  language: LanguageId,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = SERVER_MESSAGES[localeOf(language)][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
