/** The privacy policy in the five interface languages. */
import type { Locale } from '#shared/languages.ts';
import { ARTICLE_UPDATED as UPDATED, type Article } from '../article.model.ts';

export const privacy: Record<Locale, Article> = {
  en: {
    title: 'Privacy Policy',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'This policy explains what personal information Enjoy Drama (“we”) collects when you use our mobile-web service for short dramas, how we use it, and the choices you have.',
        ],
      },
      {
        heading: 'Information we collect',
        paragraphs: [
          'Account information: your email address, nickname and avatar. If you sign in with Facebook or TikTok, we receive the basic profile that service shares with us, such as your name, picture and account identifier.',
          'Device information: a device identifier created in your browser, used to keep your guest account and your sign-in on this device.',
          'Activity in the service: watch history, favourites, unlocked episodes, purchases, the ledger of your gold coins and vouchers, invite records, and the feedback you send us.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use this information to create your account and sign you in, play and unlock episodes, keep your balances and VIP status correct, process top-ups, credit invite rewards, answer your feedback, and protect the service against fraud and abuse.',
          'We do not sell your personal information.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are processed by our payment provider. We never see or store your card number; we only receive the result of the payment, the amount and a reference number, which we use to credit your account and keep purchase records.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use cookies and your browser’s local storage to keep your session token, your chosen language and your device identifier. They are needed for the service to work.',
          'If you clear them, you will be signed out, and a guest account that is not bound to an email may be lost.',
        ],
      },
      {
        heading: 'Analytics pixels',
        paragraphs: [
          'Only when the site operator configures them, the Facebook pixel and the TikTok pixel are loaded to measure visits and purchases that come from advertising. Those companies process the data under their own privacy policies.',
          'When no pixel is configured, none is loaded.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We share information only with providers that help us run the service, such as hosting, email delivery, payment processing and sign-in with Facebook or TikTok; when the law requires it; or when it is needed to protect our users and the service.',
        ],
      },
      {
        heading: 'Retention and security',
        paragraphs: [
          'We keep your information while your account is active, and afterwards only as long as we need it for accounting and legal duties, such as purchase records. We protect it with encrypted connections and limited access.',
        ],
      },
      {
        heading: 'Your rights and deletion',
        paragraphs: [
          'You can change your nickname and avatar in the app. To ask for a copy of your data, or to have your account and data deleted, send an email to the service address shown in the app from the email linked to your account (guests, please include the user ID shown in the app).',
          'We will reply within a reasonable time. Records that the law requires us to keep are kept only for that purpose.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy; the date at the top shows the current version. If a change is significant, we will tell you in the app. Questions are welcome through Feedback or the service email.',
        ],
      },
    ],
  },
  'zh-Hans': {
    title: '隐私政策',
    updated: UPDATED,
    sections: [
      {
        heading: '关于我们',
        paragraphs: [
          '本政策说明 Enjoy Drama（以下称“我们”）在您使用我们的短剧移动网页服务时会收集哪些个人信息、如何使用这些信息，以及您拥有的选择。',
        ],
      },
      {
        heading: '我们收集的信息',
        paragraphs: [
          '账号信息：您的邮箱地址、昵称和头像。如果您使用 Facebook 或 TikTok 登录，我们会获得该平台提供的基本资料，例如名称、头像和账号标识。',
          '设备信息：在您的浏览器中生成的设备标识，用于保留您的游客账号和您在该设备上的登录状态。',
          '使用记录：观看历史、收藏、已解锁的剧集、购买记录、金币和观看券的收支明细、邀请记录，以及您提交的意见反馈。',
        ],
      },
      {
        heading: '我们如何使用这些信息',
        paragraphs: [
          '我们使用这些信息来创建账号并为您登录、播放和解锁剧集、确保余额和 VIP 状态准确、处理充值、发放邀请奖励、回复您的反馈，以及防范欺诈和滥用行为。',
          '我们不会出售您的个人信息。',
        ],
      },
      {
        heading: '支付',
        paragraphs: [
          '支付由我们的支付服务商处理。我们不会看到或存储您的银行卡号，只会收到支付结果、金额和交易编号，用于为您的账号入账和保存购买记录。',
        ],
      },
      {
        heading: 'Cookie 与本地存储',
        paragraphs: [
          '我们使用 Cookie 和浏览器的本地存储来保存您的登录令牌、所选语言和设备标识。这些是服务正常运行所必需的。',
          '如果清除这些数据，您将退出登录；未绑定邮箱的游客账号可能因此丢失。',
        ],
      },
      {
        heading: '统计像素',
        paragraphs: [
          '仅在网站运营方配置后，才会加载 Facebook 像素和 TikTok 像素，用于统计来自广告的访问和购买。这些公司会按照各自的隐私政策处理数据。',
          '未配置像素时，不会加载任何像素。',
        ],
      },
      {
        heading: '信息共享',
        paragraphs: [
          '我们仅在以下情况下共享信息：与协助我们运营服务的服务商共享，例如服务器托管、邮件发送、支付处理以及 Facebook 或 TikTok 登录；法律要求时；或为保护用户和服务所必需时。',
        ],
      },
      {
        heading: '保存期限与安全',
        paragraphs: [
          '在您的账号有效期间，我们会保存您的信息；此后仅在财务和法律义务所需的期限内保留，例如购买记录。我们通过加密连接和严格的访问控制来保护这些信息。',
        ],
      },
      {
        heading: '您的权利与删除',
        paragraphs: [
          '您可以在应用内修改昵称和头像。如需获取您的数据副本，或删除您的账号和数据，请使用账号绑定的邮箱发送邮件至应用内显示的客服邮箱（游客请附上应用内显示的用户 ID）。',
          '我们会在合理时间内回复。法律要求保留的记录，仅会为该目的而保存。',
        ],
      },
      {
        heading: '政策更新',
        paragraphs: [
          '我们可能更新本政策，页面顶部的日期即为当前版本。如有重大变更，我们会在应用内通知您。如有疑问，欢迎通过意见反馈或客服邮箱联系我们。',
        ],
      },
    ],
  },
  'zh-Hant': {
    title: '隱私政策',
    updated: UPDATED,
    sections: [
      {
        heading: '關於我們',
        paragraphs: [
          '本政策說明 Enjoy Drama（以下稱「我們」）在您使用我們的短劇行動網頁服務時，會蒐集哪些個人資料、如何使用這些資料，以及您擁有的選擇。',
        ],
      },
      {
        heading: '我們蒐集的資料',
        paragraphs: [
          '帳號資料：您的電子郵件地址、暱稱和大頭貼。若您使用 Facebook 或 TikTok 登入，我們會取得該平台提供的基本資料，例如名稱、大頭貼和帳號識別碼。',
          '裝置資料：在您的瀏覽器中產生的裝置識別碼，用於保留您的訪客帳號及您在該裝置上的登入狀態。',
          '使用紀錄：觀看紀錄、收藏、已解鎖的劇集、購買紀錄、金幣與觀看券的收支明細、邀請紀錄，以及您送出的意見回饋。',
        ],
      },
      {
        heading: '我們如何使用這些資料',
        paragraphs: [
          '我們使用這些資料來建立帳號並為您登入、播放及解鎖劇集、確保餘額與 VIP 狀態正確、處理儲值、發放邀請獎勵、回覆您的意見，以及防範詐騙與濫用行為。',
          '我們不會出售您的個人資料。',
        ],
      },
      {
        heading: '付款',
        paragraphs: [
          '付款由我們的金流服務商處理。我們不會看到或儲存您的信用卡號碼，只會收到付款結果、金額和交易編號，用於為您的帳號入帳及保存購買紀錄。',
        ],
      },
      {
        heading: 'Cookie 與本機儲存空間',
        paragraphs: [
          '我們使用 Cookie 和瀏覽器的本機儲存空間來保存您的登入權杖、所選語言和裝置識別碼。這些是服務正常運作所必需的。',
          '若清除這些資料，您將被登出；未綁定電子郵件的訪客帳號可能因此遺失。',
        ],
      },
      {
        heading: '分析像素',
        paragraphs: [
          '僅在網站營運方設定後，才會載入 Facebook 像素和 TikTok 像素，用於統計來自廣告的造訪與購買。這些公司會依其各自的隱私政策處理資料。',
          '未設定像素時，不會載入任何像素。',
        ],
      },
      {
        heading: '資料分享',
        paragraphs: [
          '我們僅在下列情況分享資料：與協助我們營運服務的廠商分享，例如主機代管、郵件寄送、金流處理及 Facebook 或 TikTok 登入；法律要求時；或為保護用戶與服務所必要時。',
        ],
      },
      {
        heading: '保存期間與安全',
        paragraphs: [
          '在您的帳號有效期間，我們會保存您的資料；之後僅在會計與法律義務所需的期間內保留，例如購買紀錄。我們透過加密連線和嚴格的存取控管來保護這些資料。',
        ],
      },
      {
        heading: '您的權利與刪除',
        paragraphs: [
          '您可以在應用程式內修改暱稱和大頭貼。如需取得您的資料副本，或刪除您的帳號與資料，請使用帳號綁定的電子郵件寄信至應用程式內顯示的客服信箱（訪客請附上應用程式內顯示的用戶 ID）。',
          '我們會在合理時間內回覆。依法必須保留的紀錄，僅會為該目的而保存。',
        ],
      },
      {
        heading: '政策更新',
        paragraphs: [
          '我們可能更新本政策，頁面上方的日期即為目前版本。若有重大變更，我們會在應用程式內通知您。如有疑問，歡迎透過意見回饋或客服信箱與我們聯絡。',
        ],
      },
    ],
  },
  th: {
    title: 'นโยบายความเป็นส่วนตัว',
    updated: UPDATED,
    sections: [
      {
        heading: 'เกี่ยวกับเรา',
        paragraphs: [
          'นโยบายนี้อธิบายว่า Enjoy Drama (“เรา”) เก็บข้อมูลส่วนบุคคลใดบ้างเมื่อคุณใช้บริการเว็บบนมือถือสำหรับดูซีรีส์สั้นของเรา เรานำข้อมูลไปใช้อย่างไร และคุณมีทางเลือกอะไรบ้าง',
        ],
      },
      {
        heading: 'ข้อมูลที่เราเก็บ',
        paragraphs: [
          'ข้อมูลบัญชี: อีเมล ชื่อเล่น และรูปโปรไฟล์ของคุณ หากคุณเข้าสู่ระบบด้วย Facebook หรือ TikTok เราจะได้รับข้อมูลโปรไฟล์พื้นฐานที่แพลตฟอร์มนั้นแบ่งปัน เช่น ชื่อ รูปภาพ และรหัสบัญชี',
          'ข้อมูลอุปกรณ์: รหัสอุปกรณ์ที่สร้างขึ้นในเบราว์เซอร์ของคุณ ใช้เพื่อเก็บบัญชีผู้เยี่ยมชมและสถานะการเข้าสู่ระบบบนอุปกรณ์นี้',
          'การใช้งานในบริการ: ประวัติการรับชม รายการโปรด ตอนที่ปลดล็อกแล้ว รายการซื้อ รายการเคลื่อนไหวของเหรียญทองและคูปองรับชม ประวัติการชวนเพื่อน และความคิดเห็นที่คุณส่งถึงเรา',
        ],
      },
      {
        heading: 'เราใช้ข้อมูลอย่างไร',
        paragraphs: [
          'เราใช้ข้อมูลนี้เพื่อสร้างบัญชีและให้คุณเข้าสู่ระบบ เล่นและปลดล็อกตอนต่างๆ ดูแลยอดคงเหลือและสถานะ VIP ให้ถูกต้อง ดำเนินการเติมเงิน มอบรางวัลชวนเพื่อน ตอบกลับความคิดเห็นของคุณ และป้องกันการฉ้อโกงและการใช้งานในทางที่ผิด',
          'เราไม่ขายข้อมูลส่วนบุคคลของคุณ',
        ],
      },
      {
        heading: 'การชำระเงิน',
        paragraphs: [
          'การชำระเงินดำเนินการโดยผู้ให้บริการชำระเงินของเรา เราไม่เห็นและไม่เก็บหมายเลขบัตรของคุณ เราได้รับเพียงผลการชำระเงิน จำนวนเงิน และหมายเลขอ้างอิง เพื่อนำเหรียญเข้าบัญชีและเก็บประวัติการซื้อ',
        ],
      },
      {
        heading: 'คุกกี้และพื้นที่จัดเก็บในเครื่อง',
        paragraphs: [
          'เราใช้คุกกี้และพื้นที่จัดเก็บในเครื่อง (local storage) ของเบราว์เซอร์เพื่อเก็บโทเค็นการเข้าสู่ระบบ ภาษาที่คุณเลือก และรหัสอุปกรณ์ ซึ่งจำเป็นต่อการทำงานของบริการ',
          'หากคุณล้างข้อมูลเหล่านี้ คุณจะออกจากระบบ และบัญชีผู้เยี่ยมชมที่ยังไม่ได้ผูกกับอีเมลอาจสูญหาย',
        ],
      },
      {
        heading: 'พิกเซลวิเคราะห์',
        paragraphs: [
          'พิกเซลของ Facebook และ TikTok จะถูกโหลดเฉพาะเมื่อผู้ดูแลเว็บไซต์ตั้งค่าไว้เท่านั้น เพื่อวัดผลการเข้าชมและการซื้อที่มาจากโฆษณา บริษัทเหล่านั้นประมวลผลข้อมูลตามนโยบายความเป็นส่วนตัวของตนเอง',
          'หากไม่ได้ตั้งค่าพิกเซลไว้ จะไม่มีการโหลดพิกเซลใดๆ',
        ],
      },
      {
        heading: 'การเปิดเผยข้อมูล',
        paragraphs: [
          'เราเปิดเผยข้อมูลเฉพาะกับผู้ให้บริการที่ช่วยเราดำเนินงาน เช่น โฮสติ้ง การส่งอีเมล การชำระเงิน และการเข้าสู่ระบบด้วย Facebook หรือ TikTok เมื่อกฎหมายกำหนด หรือเมื่อจำเป็นเพื่อปกป้องผู้ใช้และบริการ',
        ],
      },
      {
        heading: 'การเก็บรักษาและความปลอดภัย',
        paragraphs: [
          'เราเก็บข้อมูลของคุณตราบเท่าที่บัญชียังใช้งานอยู่ และหลังจากนั้นจะเก็บไว้เท่าที่จำเป็นสำหรับหน้าที่ทางบัญชีและกฎหมาย เช่น ประวัติการซื้อ เราปกป้องข้อมูลด้วยการเชื่อมต่อที่เข้ารหัสและการจำกัดสิทธิ์การเข้าถึง',
        ],
      },
      {
        heading: 'สิทธิ์ของคุณและการลบข้อมูล',
        paragraphs: [
          'คุณเปลี่ยนชื่อเล่นและรูปโปรไฟล์ได้ในแอป หากต้องการขอสำเนาข้อมูล หรือต้องการให้ลบบัญชีและข้อมูลของคุณ โปรดส่งอีเมลจากอีเมลที่ผูกกับบัญชีไปยังอีเมลฝ่ายบริการที่แสดงในแอป (ผู้เยี่ยมชมโปรดแนบ ID ผู้ใช้ที่แสดงในแอป)',
          'เราจะตอบกลับภายในเวลาที่เหมาะสม ข้อมูลที่กฎหมายกำหนดให้ต้องเก็บไว้จะถูกเก็บเพื่อวัตถุประสงค์นั้นเท่านั้น',
        ],
      },
      {
        heading: 'การเปลี่ยนแปลงนโยบาย',
        paragraphs: [
          'เราอาจปรับปรุงนโยบายนี้ วันที่ด้านบนคือฉบับปัจจุบัน หากมีการเปลี่ยนแปลงที่สำคัญ เราจะแจ้งให้คุณทราบในแอป หากมีคำถาม ติดต่อเราได้ผ่านเมนูความคิดเห็นหรืออีเมลฝ่ายบริการ',
        ],
      },
    ],
  },
  id: {
    title: 'Kebijakan Privasi',
    updated: UPDATED,
    sections: [
      {
        heading: 'Tentang kami',
        paragraphs: [
          'Kebijakan ini menjelaskan informasi pribadi apa saja yang dikumpulkan Enjoy Drama (“kami”) saat Anda menggunakan layanan web seluler kami untuk drama pendek, bagaimana kami menggunakannya, dan pilihan yang Anda miliki.',
        ],
      },
      {
        heading: 'Informasi yang kami kumpulkan',
        paragraphs: [
          'Informasi akun: alamat email, nama panggilan, dan foto profil Anda. Jika Anda masuk dengan Facebook atau TikTok, kami menerima profil dasar yang dibagikan layanan tersebut, seperti nama, foto, dan ID akun.',
          'Informasi perangkat: ID perangkat yang dibuat di browser Anda, digunakan untuk menyimpan akun tamu dan status masuk Anda di perangkat ini.',
          'Aktivitas di layanan: riwayat tontonan, favorit, episode yang sudah dibuka, pembelian, catatan mutasi koin emas dan voucher, catatan undangan, serta masukan yang Anda kirimkan.',
        ],
      },
      {
        heading: 'Cara kami menggunakannya',
        paragraphs: [
          'Kami menggunakan informasi ini untuk membuat akun dan memproses login Anda, memutar dan membuka episode, menjaga saldo dan status VIP tetap akurat, memproses isi ulang, memberikan hadiah undangan, menanggapi masukan Anda, serta melindungi layanan dari penipuan dan penyalahgunaan.',
          'Kami tidak menjual informasi pribadi Anda.',
        ],
      },
      {
        heading: 'Pembayaran',
        paragraphs: [
          'Pembayaran diproses oleh penyedia pembayaran kami. Kami tidak pernah melihat atau menyimpan nomor kartu Anda; kami hanya menerima hasil pembayaran, jumlahnya, dan nomor referensi untuk mengkreditkan akun Anda dan menyimpan catatan pembelian.',
        ],
      },
      {
        heading: 'Cookie dan penyimpanan lokal',
        paragraphs: [
          'Kami menggunakan cookie dan penyimpanan lokal browser untuk menyimpan token sesi, bahasa pilihan, dan ID perangkat Anda. Semua ini diperlukan agar layanan dapat berfungsi.',
          'Jika Anda menghapusnya, Anda akan keluar dari akun, dan akun tamu yang belum ditautkan ke email dapat hilang.',
        ],
      },
      {
        heading: 'Piksel analitik',
        paragraphs: [
          'Piksel Facebook dan piksel TikTok hanya dimuat jika pengelola situs mengaturnya, untuk mengukur kunjungan dan pembelian yang berasal dari iklan. Perusahaan tersebut memproses data sesuai kebijakan privasi mereka sendiri.',
          'Jika tidak ada piksel yang diatur, tidak ada piksel yang dimuat.',
        ],
      },
      {
        heading: 'Berbagi informasi',
        paragraphs: [
          'Kami hanya membagikan informasi kepada penyedia yang membantu kami menjalankan layanan, seperti hosting, pengiriman email, pemrosesan pembayaran, serta login dengan Facebook atau TikTok; jika diwajibkan oleh hukum; atau jika diperlukan untuk melindungi pengguna dan layanan.',
        ],
      },
      {
        heading: 'Penyimpanan dan keamanan',
        paragraphs: [
          'Kami menyimpan informasi Anda selama akun Anda aktif, dan setelahnya hanya selama diperlukan untuk kewajiban akuntansi dan hukum, seperti catatan pembelian. Kami melindunginya dengan koneksi terenkripsi dan akses yang dibatasi.',
        ],
      },
      {
        heading: 'Hak Anda dan penghapusan data',
        paragraphs: [
          'Anda dapat mengubah nama panggilan dan foto profil di aplikasi. Untuk meminta salinan data Anda, atau meminta akun dan data Anda dihapus, kirim email ke alamat layanan pelanggan yang tercantum di aplikasi dari email yang tertaut ke akun Anda (pengguna tamu mohon menyertakan ID pengguna yang ditampilkan di aplikasi).',
          'Kami akan membalas dalam waktu yang wajar. Catatan yang wajib kami simpan menurut hukum hanya disimpan untuk tujuan tersebut.',
        ],
      },
      {
        heading: 'Perubahan kebijakan',
        paragraphs: [
          'Kami dapat memperbarui kebijakan ini; tanggal di bagian atas menunjukkan versi yang berlaku. Jika ada perubahan penting, kami akan memberi tahu Anda di aplikasi. Pertanyaan dapat dikirim melalui menu Masukan atau email layanan pelanggan.',
        ],
      },
    ],
  },
};
