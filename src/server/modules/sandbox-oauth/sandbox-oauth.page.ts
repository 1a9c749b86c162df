/**
 * The OAuth stand-in's consent pages (Facebook's login dialog, TikTok's authorize page): who
 * the app will see, and Continue or Cancel, in a plain form in the five languages. Nothing
 * leaves this machine; the page says so.
 */
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { escapeHtml } from '../article/article.render.ts';
import { shell } from '../sandbox-gateway/sandbox.page.ts';

export type SandboxProvider = 'facebook' | 'tiktok';

interface Texts {
  title: Record<SandboxProvider, string>;
  note: Record<SandboxProvider, string>;
  name: string;
  email: string;
  allow: string;
  cancel: string;
  invalid: Record<SandboxProvider, string>;
  bad: string;
  closing: string;
}

const TEXT: Record<Locale, Texts> = {
  en: {
    title: { facebook: 'Log in with Facebook (sandbox)', tiktok: 'Authorize with TikTok (sandbox)' },
    note: {
      facebook: 'Test login: nothing goes to Facebook. The app receives the name and email below.',
      tiktok: 'Test login: nothing goes to TikTok. The app receives the display name below.',
    },
    name: 'Name',
    email: 'Email (optional)',
    allow: 'Continue',
    cancel: 'Cancel',
    invalid: {
      facebook: 'Enter a name of at most 40 characters and a valid email, or none.',
      tiktok: 'Enter a name of at most 40 characters.',
    },
    bad: 'This login request is not valid.',
    closing: 'Back to the app…',
  },
  'zh-Hant': {
    title: { facebook: '使用 Facebook 登入（沙盒）', tiktok: '使用 TikTok 授權（沙盒）' },
    note: {
      facebook: '測試登入：不會連線到 Facebook。應用程式將收到下方的名稱與電子郵件。',
      tiktok: '測試登入：不會連線到 TikTok。應用程式將收到下方的顯示名稱。',
    },
    name: '名稱',
    email: '電子郵件（選填）',
    allow: '繼續',
    cancel: '取消',
    invalid: {
      facebook: '請輸入 40 個字以內的名稱，電子郵件需正確或留空。',
      tiktok: '請輸入 40 個字以內的名稱。',
    },
    bad: '這個登入請求無效。',
    closing: '正在返回應用程式…',
  },
  'zh-Hans': {
    title: { facebook: '使用 Facebook 登录（沙盒）', tiktok: '使用 TikTok 授权（沙盒）' },
    note: {
      facebook: '测试登录：不会连接到 Facebook。应用将收到下方的名称和邮箱。',
      tiktok: '测试登录：不会连接到 TikTok。应用将收到下方的显示名称。',
    },
    name: '名称',
    email: '邮箱（选填）',
    allow: '继续',
    cancel: '取消',
    invalid: {
      facebook: '请输入 40 个字以内的名称，邮箱需正确或留空。',
      tiktok: '请输入 40 个字以内的名称。',
    },
    bad: '这个登录请求无效。',
    closing: '正在返回应用…',
  },
  th: {
    title: { facebook: 'เข้าสู่ระบบด้วย Facebook (แซนด์บ็อกซ์)', tiktok: 'อนุญาตด้วย TikTok (แซนด์บ็อกซ์)' },
    note: {
      facebook: 'การเข้าสู่ระบบทดสอบ: ไม่มีการเชื่อมต่อ Facebook แอปจะได้รับชื่อและอีเมลด้านล่าง',
      tiktok: 'การเข้าสู่ระบบทดสอบ: ไม่มีการเชื่อมต่อ TikTok แอปจะได้รับชื่อที่แสดงด้านล่าง',
    },
    name: 'ชื่อ',
    email: 'อีเมล (ไม่บังคับ)',
    allow: 'ดำเนินการต่อ',
    cancel: 'ยกเลิก',
    invalid: {
      facebook: 'กรอกชื่อไม่เกิน 40 ตัวอักษร และอีเมลที่ถูกต้องหรือเว้นว่าง',
      tiktok: 'กรอกชื่อไม่เกิน 40 ตัวอักษร',
    },
    bad: 'คำขอเข้าสู่ระบบนี้ไม่ถูกต้อง',
    closing: 'กำลังกลับไปที่แอป…',
  },
  id: {
    title: { facebook: 'Masuk dengan Facebook (sandbox)', tiktok: 'Izinkan dengan TikTok (sandbox)' },
    note: {
      facebook: 'Login uji: tidak ada yang dikirim ke Facebook. Aplikasi menerima nama dan email di bawah.',
      tiktok: 'Login uji: tidak ada yang dikirim ke TikTok. Aplikasi menerima nama tampilan di bawah.',
    },
    name: 'Nama',
    email: 'Email (opsional)',
    allow: 'Lanjutkan',
    cancel: 'Batal',
    invalid: {
      facebook: 'Masukkan nama maksimal 40 karakter dan email yang benar, atau kosongkan.',
      tiktok: 'Masukkan nama maksimal 40 karakter.',
    },
    bad: 'Permintaan login ini tidak valid.',
    closing: 'Kembali ke aplikasi…',
  },
};

export function consentPage(
  language: LanguageId,
  provider: SandboxProvider,
  input: { action: string; name: string; email: string; invalid: boolean },
): string {
  const t = TEXT[localeOf(language)];
  const field = (key: 'name' | 'email', label: string, value: string, type: string) =>
    `<label class="desc" for="${key}">${escapeHtml(label)}</label><input id="${key}" name="${key}" type="${type}" value="${escapeHtml(value)}" data-testid="oauth-sandbox-${key}" style="display:block;width:100%;box-sizing:border-box;margin:6px 0 14px;padding:10px;font-size:16px;border:1px solid #d9d9d9;border-radius:8px">`;
  const fields =
    field('name', t.name, input.name, 'text') +
    (provider === 'facebook' ? field('email', t.email, input.email, 'email') : '');
  const error = input.invalid
    ? `<p class="fail" role="alert" data-testid="oauth-sandbox-error" style="padding:10px;border-radius:8px">${escapeHtml(t.invalid[provider])}</p>`
    : '';
  const button = (name: string, label: string, cls: string) =>
    `<button type="submit" name="decision" value="${name}" class="${cls}" data-testid="oauth-sandbox-${name}">${escapeHtml(label)}</button>`;
  return shell(
    language,
    t.title[provider],
    `<h1>${escapeHtml(t.title[provider])}</h1><p class="note">${escapeHtml(t.note[provider])}</p>` +
      `<form method="post" action="${escapeHtml(input.action)}"><div class="card">${fields}</div>${error}` +
      `${button('allow', t.allow, 'pay')}${button('cancel', t.cancel, 'cancel')}</form>`,
  );
}

export function badRequestPage(language: LanguageId): string {
  const t = TEXT[localeOf(language)];
  return shell(language, t.bad, `<h1>${escapeHtml(t.bad)}</h1>`);
}

/**
 * The script at the end of the Facebook dialog opened by the stand-in SDK (a popup): hands the
 * access token (or none, when cancelled) to the app's window and closes. The page's policy
 * allows exactly this text (its hash).
 */
export function popupResultScript(accessToken: string | null): string {
  const message = JSON.stringify({ type: 'sandbox-facebook-login', accessToken }).replace(/</g, '\\u003c');
  return `if(window.opener){window.opener.postMessage(${message},location.origin)}window.close()`;
}

/** The end of the dialog: a line of text and the script of popupResultScript. */
export function popupResultPage(language: LanguageId, script: string): string {
  const t = TEXT[localeOf(language)];
  return shell(language, t.closing, `<p>${escapeHtml(t.closing)}</p><script>${script}</script>`);
}
