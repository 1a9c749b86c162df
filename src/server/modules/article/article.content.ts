/**
 * The texts behind protocol_list (user agreement, privacy policy) and the help page, in the five
 * interface languages of SPEC 9. Plain text only: article.render.ts escapes and marks it up.
 * The type makes a missing language a compile error.
 */
import type { ArticleKey } from '#shared/contract/article.ts';
import type { Locale } from '#shared/languages.ts';

export interface Article {
  title: string;
  /** ISO date of the current version. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const UPDATED = '2026-11-22';

const user: Record<Locale, Article> = {
  en: {
    title: 'User Agreement',
    updated: UPDATED,
    sections: [
      {
        heading: 'About this agreement',
        paragraphs: [
          'This agreement sets out the terms between you and the operator of Enjoy Drama, a mobile-web service for watching vertical short serial dramas. By signing in to or using the service, you accept this agreement and our Privacy Policy.',
          'If you do not agree, please do not use the service.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can sign in with a one-time code sent to your email, with Facebook or with TikTok, or as a guest on your current device. A guest account is created automatically and belongs to that device; if you clear your browser data or change devices, you may lose access to it.',
          'When you register with your email, your guest account is bound to that email, so your coins, purchases and history are kept and you can sign in on other devices.',
          'Keep access to your email and social accounts safe. You are responsible for what happens under your account.',
        ],
      },
      {
        heading: 'Content and licence',
        paragraphs: [
          'The dramas, images and texts in the service belong to us or to our licensors. We give you a personal, non-exclusive and non-transferable right to watch them in the service for your own non-commercial use.',
          'You may not download, record, copy, redistribute or publicly show the content, or try to get around any protection.',
        ],
      },
      {
        heading: 'Gold coins, vouchers and VIP',
        paragraphs: [
          'Some episodes are free; others are unlocked with gold coins (watch coins) or watch vouchers. Once you unlock an episode, it stays unlocked for your account. VIP members watch the whole site free while their membership is active.',
          'Gold coins and vouchers are virtual items for use in this service only. They have no cash value and cannot be exchanged for money or transferred to another account. Bonus and reward coins may come with conditions or an expiry date, shown when they are given.',
        ],
      },
      {
        heading: 'Top-ups and payments',
        paragraphs: [
          'Prices of top-up and VIP packages are shown in US dollars before you pay. Payments are handled by our payment provider, and your coins or VIP are credited once the provider confirms the payment.',
          'Digital items are delivered right away, so purchases cannot normally be refunded, except where the law requires it or you were charged by mistake. If you paid but nothing arrived, contact us with the order time and amount and we will check it.',
        ],
      },
      {
        heading: 'Rules of use',
        paragraphs: [
          'Please do not misuse the service. In particular, do not create fake accounts to collect invite rewards, use bots or scripts, attack or overload our systems, resell accounts or coins, or send unlawful or abusive content through feedback.',
          'If these rules are broken, we may limit, suspend or close the account and remove coins or rewards that were obtained improperly.',
        ],
      },
      {
        heading: 'Changes to the service',
        paragraphs: [
          'We may add, change or remove dramas, features, prices and packages. We work to keep the service available, but we cannot promise that it will always be uninterrupted or free of errors.',
          'We may update this agreement from time to time; the date at the top shows the current version. If you keep using the service after an update, you accept the new version.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The service is provided as it is. As far as the law allows, we are not liable for indirect or consequential losses.',
          'Nothing in this agreement takes away rights you have as a consumer that the law does not allow to be excluded.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'If you have questions about this agreement, send us a message through Feedback in the app or write to the service email address shown in the app.',
        ],
      },
    ],
  },
  'zh-Hans': {
    title: '用户协议',
    updated: UPDATED,
    sections: [
      {
        heading: '关于本协议',
        paragraphs: [
          '本协议是您与 Enjoy Drama 运营方之间的约定。Enjoy Drama 是一款观看竖屏短剧的移动网页服务。您登录或使用本服务，即表示您接受本协议及我们的《隐私政策》。',
          '如果您不同意本协议，请不要使用本服务。',
        ],
      },
      {
        heading: '您的账号',
        paragraphs: [
          '您可以通过发送到邮箱的一次性验证码、Facebook 或 TikTok 登录，也可以在当前设备上以游客身份使用。游客账号会自动创建并归属于该设备；如果清除浏览器数据或更换设备，您可能无法再访问该账号。',
          '使用邮箱注册后，游客账号会绑定到该邮箱，您的金币、购买记录和观看历史都会保留，并可在其他设备上登录。',
          '请妥善保管您的邮箱和社交账号。您需要对自己账号下发生的行为负责。',
        ],
      },
      {
        heading: '内容与授权',
        paragraphs: [
          '本服务中的短剧、图片和文字归我们或我们的授权方所有。我们授予您个人的、非独占的、不可转让的权利，仅供您在本服务内进行非商业性观看。',
          '您不得下载、录制、复制、转发或公开播放这些内容，也不得试图绕过任何保护措施。',
        ],
      },
      {
        heading: '金币、观看券与 VIP',
        paragraphs: [
          '部分剧集可免费观看，其他剧集需使用金币（观看币）或观看券解锁。剧集一经解锁，您的账号即可一直观看。VIP 会员在会员有效期内可全站免费观看。',
          '金币和观看券是仅限本服务内使用的虚拟物品，不具有现金价值，不能兑换成现金，也不能转让给其他账号。赠送和奖励的金币可能附带使用条件或有效期，以发放时的说明为准。',
        ],
      },
      {
        heading: '充值与支付',
        paragraphs: [
          '充值和 VIP 套餐的价格以美元标示，并在付款前显示。付款由我们的支付服务商处理，支付服务商确认付款后，金币或 VIP 会发放到您的账号。',
          '数字商品会即时发放，因此购买后一般不予退款，法律另有规定或被错误扣款的情况除外。如果您已付款但未到账，请提供订单时间和金额与我们联系，我们会尽快核查。',
        ],
      },
      {
        heading: '使用规则',
        paragraphs: [
          '请勿滥用本服务，尤其不得：注册虚假账号骗取邀请奖励、使用机器人或脚本、攻击或恶意占用我们的系统、转卖账号或金币，或通过意见反馈发送违法或辱骂性内容。',
          '如有违反，我们可能限制、暂停或关闭相关账号，并收回以不正当方式获得的金币或奖励。',
        ],
      },
      {
        heading: '服务变更',
        paragraphs: [
          '我们可能增加、调整或下架短剧、功能、价格和套餐。我们会尽力保持服务可用，但无法保证服务始终不中断或没有错误。',
          '我们可能不时更新本协议，页面顶部的日期即为当前版本。更新后您继续使用本服务，即表示您接受新版本。',
        ],
      },
      {
        heading: '责任限制',
        paragraphs: [
          '本服务按现状提供。在法律允许的范围内，我们不对间接损失或附带损失承担责任。',
          '本协议中的任何内容均不影响您作为消费者依法享有且不可排除的权利。',
        ],
      },
      {
        heading: '联系我们',
        paragraphs: [
          '如对本协议有任何疑问，请通过应用内的“意见反馈”联系我们，或发送邮件至应用内显示的客服邮箱。',
        ],
      },
    ],
  },
  'zh-Hant': {
    title: '用戶協議',
    updated: UPDATED,
    sections: [
      {
        heading: '關於本協議',
        paragraphs: [
          '本協議是您與 Enjoy Drama 營運方之間的約定。Enjoy Drama 是一款觀看直式短劇的行動網頁服務。您登入或使用本服務，即表示您接受本協議及我們的《隱私政策》。',
          '如果您不同意本協議，請勿使用本服務。',
        ],
      },
      {
        heading: '您的帳號',
        paragraphs: [
          '您可以透過寄送到電子郵件的一次性驗證碼、Facebook 或 TikTok 登入，也可以在目前的裝置上以訪客身分使用。訪客帳號會自動建立並歸屬於該裝置；如果清除瀏覽器資料或更換裝置，您可能無法再存取該帳號。',
          '使用電子郵件註冊後，訪客帳號會綁定至該電子郵件，您的金幣、購買紀錄和觀看紀錄都會保留，並可在其他裝置上登入。',
          '請妥善保管您的電子郵件與社群帳號。您須對自己帳號下發生的行為負責。',
        ],
      },
      {
        heading: '內容與授權',
        paragraphs: [
          '本服務中的短劇、圖片和文字屬於我們或我們的授權方所有。我們授予您個人、非專屬且不可轉讓的權利，僅供您在本服務內進行非商業性觀看。',
          '您不得下載、錄製、複製、轉傳或公開播放這些內容，也不得試圖規避任何保護措施。',
        ],
      },
      {
        heading: '金幣、觀看券與 VIP',
        paragraphs: [
          '部分劇集可免費觀看，其他劇集需使用金幣（觀看幣）或觀看券解鎖。劇集一經解鎖，您的帳號即可一直觀看。VIP 會員在會員有效期間內可全站免費觀看。',
          '金幣和觀看券是僅限於本服務內使用的虛擬物品，不具現金價值，不能兌換現金，也不能轉讓給其他帳號。贈送及獎勵的金幣可能附帶使用條件或有效期限，以發放時的說明為準。',
        ],
      },
      {
        heading: '儲值與付款',
        paragraphs: [
          '儲值和 VIP 方案的價格以美元標示，並於付款前顯示。付款由我們的金流服務商處理，待金流服務商確認付款後，金幣或 VIP 會發放至您的帳號。',
          '數位商品會即時發放，因此購買後原則上不予退款，但法律另有規定或遭誤扣款者除外。若您已付款卻未入帳，請提供訂單時間與金額與我們聯絡，我們會儘快查核。',
        ],
      },
      {
        heading: '使用規範',
        paragraphs: [
          '請勿濫用本服務，尤其不得：註冊假帳號騙取邀請獎勵、使用機器人或腳本、攻擊或惡意占用我們的系統、轉賣帳號或金幣，或透過意見回饋傳送違法或辱罵性內容。',
          '如有違反，我們可能限制、停用或關閉相關帳號，並收回以不當方式取得的金幣或獎勵。',
        ],
      },
      {
        heading: '服務變更',
        paragraphs: [
          '我們可能新增、調整或下架短劇、功能、價格與方案。我們會盡力維持服務正常運作，但無法保證服務永不中斷或完全沒有錯誤。',
          '我們可能不定期更新本協議，頁面上方的日期即為目前版本。更新後您繼續使用本服務，即表示您接受新版本。',
        ],
      },
      {
        heading: '責任限制',
        paragraphs: [
          '本服務依現狀提供。在法律允許的範圍內，我們不對間接或衍生性損失負責。',
          '本協議的任何內容，均不影響您身為消費者依法享有且不得排除的權利。',
        ],
      },
      {
        heading: '聯絡我們',
        paragraphs: [
          '如對本協議有任何疑問，請透過應用程式內的「意見回饋」與我們聯絡，或寄信至應用程式內顯示的客服信箱。',
        ],
      },
    ],
  },
  th: {
    title: 'ข้อตกลงผู้ใช้',
    updated: UPDATED,
    sections: [
      {
        heading: 'เกี่ยวกับข้อตกลงนี้',
        paragraphs: [
          'ข้อตกลงนี้เป็นข้อตกลงระหว่างคุณกับผู้ให้บริการ Enjoy Drama ซึ่งเป็นบริการเว็บบนมือถือสำหรับดูซีรีส์สั้นแนวตั้ง เมื่อคุณเข้าสู่ระบบหรือใช้บริการ ถือว่าคุณยอมรับข้อตกลงนี้และนโยบายความเป็นส่วนตัวของเรา',
          'หากคุณไม่ยอมรับ โปรดอย่าใช้บริการนี้',
        ],
      },
      {
        heading: 'บัญชีของคุณ',
        paragraphs: [
          'คุณสามารถเข้าสู่ระบบด้วยรหัสแบบใช้ครั้งเดียวที่ส่งไปยังอีเมล ด้วย Facebook หรือ TikTok หรือใช้งานแบบผู้เยี่ยมชมบนอุปกรณ์ปัจจุบัน บัญชีผู้เยี่ยมชมจะถูกสร้างขึ้นโดยอัตโนมัติและผูกกับอุปกรณ์นั้น หากคุณล้างข้อมูลเบราว์เซอร์หรือเปลี่ยนอุปกรณ์ คุณอาจเข้าถึงบัญชีนั้นไม่ได้อีก',
          'เมื่อคุณลงทะเบียนด้วยอีเมล บัญชีผู้เยี่ยมชมจะถูกผูกกับอีเมลนั้น เหรียญ รายการซื้อ และประวัติการรับชมของคุณจะยังคงอยู่ และคุณสามารถเข้าสู่ระบบบนอุปกรณ์อื่นได้',
          'โปรดดูแลอีเมลและบัญชีโซเชียลของคุณให้ปลอดภัย คุณต้องรับผิดชอบต่อการกระทำที่เกิดขึ้นภายใต้บัญชีของคุณ',
        ],
      },
      {
        heading: 'เนื้อหาและสิทธิ์การใช้งาน',
        paragraphs: [
          'ซีรีส์ รูปภาพ และข้อความในบริการเป็นของเราหรือของผู้อนุญาตให้สิทธิ์แก่เรา เราให้สิทธิ์ส่วนบุคคลแบบไม่ผูกขาดและโอนให้ผู้อื่นไม่ได้แก่คุณ เพื่อรับชมเนื้อหาภายในบริการสำหรับการใช้งานส่วนตัวที่ไม่ใช่เชิงพาณิชย์',
          'คุณต้องไม่ดาวน์โหลด บันทึก คัดลอก เผยแพร่ต่อ หรือนำเนื้อหาไปฉายต่อสาธารณะ และต้องไม่พยายามหลบเลี่ยงมาตรการป้องกันใดๆ',
        ],
      },
      {
        heading: 'เหรียญทอง คูปองรับชม และ VIP',
        paragraphs: [
          'บางตอนดูได้ฟรี ส่วนตอนอื่นต้องปลดล็อกด้วยเหรียญทอง (เหรียญรับชม) หรือคูปองรับชม เมื่อปลดล็อกตอนใดแล้ว บัญชีของคุณจะดูตอนนั้นได้ตลอด สมาชิก VIP ดูฟรีได้ทั้งเว็บไซต์ตลอดระยะเวลาที่เป็นสมาชิก',
          'เหรียญทองและคูปองรับชมเป็นไอเท็มเสมือนที่ใช้ได้ในบริการนี้เท่านั้น ไม่มีมูลค่าเป็นเงินสด แลกเป็นเงินหรือโอนให้บัญชีอื่นไม่ได้ เหรียญโบนัสและเหรียญรางวัลอาจมีเงื่อนไขหรือวันหมดอายุตามที่แจ้งไว้เมื่อได้รับ',
        ],
      },
      {
        heading: 'การเติมเงินและการชำระเงิน',
        paragraphs: [
          'ราคาแพ็กเกจเติมเงินและ VIP แสดงเป็นดอลลาร์สหรัฐก่อนชำระเงิน การชำระเงินดำเนินการโดยผู้ให้บริการชำระเงินของเรา และเหรียญหรือ VIP จะเข้าบัญชีของคุณเมื่อผู้ให้บริการยืนยันการชำระเงินแล้ว',
          'ไอเท็มดิจิทัลจะส่งมอบทันที โดยปกติจึงขอคืนเงินไม่ได้ เว้นแต่กฎหมายกำหนดหรือมีการเรียกเก็บเงินผิดพลาด หากคุณชำระเงินแล้วแต่ไม่ได้รับ โปรดติดต่อเราพร้อมแจ้งเวลาและจำนวนเงินของคำสั่งซื้อ แล้วเราจะตรวจสอบให้',
        ],
      },
      {
        heading: 'กฎการใช้งาน',
        paragraphs: [
          'โปรดอย่าใช้บริการในทางที่ผิด โดยเฉพาะการสร้างบัญชีปลอมเพื่อรับรางวัลชวนเพื่อน การใช้บอตหรือสคริปต์ การโจมตีหรือทำให้ระบบของเราทำงานหนักเกินไป การขายต่อบัญชีหรือเหรียญ หรือการส่งเนื้อหาที่ผิดกฎหมายหรือหยาบคายผ่านช่องทางความคิดเห็น',
          'หากมีการฝ่าฝืน เราอาจจำกัด ระงับ หรือปิดบัญชี และเรียกคืนเหรียญหรือรางวัลที่ได้มาโดยไม่ชอบ',
        ],
      },
      {
        heading: 'การเปลี่ยนแปลงบริการ',
        paragraphs: [
          'เราอาจเพิ่ม เปลี่ยนแปลง หรือถอดซีรีส์ ฟีเจอร์ ราคา และแพ็กเกจ เราพยายามให้บริการใช้งานได้อย่างต่อเนื่อง แต่ไม่อาจรับประกันได้ว่าจะไม่หยุดชะงักหรือไม่มีข้อผิดพลาดเลย',
          'เราอาจปรับปรุงข้อตกลงนี้เป็นครั้งคราว วันที่ด้านบนคือฉบับปัจจุบัน หากคุณยังใช้บริการต่อหลังการปรับปรุง ถือว่าคุณยอมรับฉบับใหม่',
        ],
      },
      {
        heading: 'ข้อจำกัดความรับผิด',
        paragraphs: [
          'บริการนี้ให้บริการตามสภาพที่เป็นอยู่ ภายในขอบเขตที่กฎหมายอนุญาต เราไม่รับผิดชอบต่อความเสียหายทางอ้อมหรือความเสียหายที่เป็นผลสืบเนื่อง',
          'ไม่มีข้อความใดในข้อตกลงนี้ที่ตัดสิทธิ์ของคุณในฐานะผู้บริโภคซึ่งกฎหมายไม่อนุญาตให้ยกเว้น',
        ],
      },
      {
        heading: 'ติดต่อเรา',
        paragraphs: [
          'หากมีคำถามเกี่ยวกับข้อตกลงนี้ โปรดส่งข้อความถึงเราผ่านเมนูความคิดเห็นในแอป หรือส่งอีเมลไปยังอีเมลฝ่ายบริการที่แสดงในแอป',
        ],
      },
    ],
  },
  id: {
    title: 'Perjanjian Pengguna',
    updated: UPDATED,
    sections: [
      {
        heading: 'Tentang perjanjian ini',
        paragraphs: [
          'Perjanjian ini mengatur hubungan antara Anda dan pengelola Enjoy Drama, layanan web seluler untuk menonton drama seri pendek berformat vertikal. Dengan masuk atau menggunakan layanan, Anda menyetujui perjanjian ini dan Kebijakan Privasi kami.',
          'Jika Anda tidak setuju, mohon jangan menggunakan layanan ini.',
        ],
      },
      {
        heading: 'Akun Anda',
        paragraphs: [
          'Anda dapat masuk dengan kode sekali pakai yang dikirim ke email Anda, dengan Facebook atau TikTok, atau sebagai tamu di perangkat yang sedang digunakan. Akun tamu dibuat secara otomatis dan terikat pada perangkat tersebut; jika Anda menghapus data browser atau berganti perangkat, Anda mungkin tidak dapat mengaksesnya lagi.',
          'Saat Anda mendaftar dengan email, akun tamu akan ditautkan ke email tersebut sehingga koin, pembelian, dan riwayat tontonan Anda tetap tersimpan dan Anda dapat masuk di perangkat lain.',
          'Jaga keamanan email dan akun media sosial Anda. Anda bertanggung jawab atas semua aktivitas di akun Anda.',
        ],
      },
      {
        heading: 'Konten dan lisensi',
        paragraphs: [
          'Drama, gambar, dan teks dalam layanan ini adalah milik kami atau pemberi lisensi kami. Kami memberi Anda hak pribadi, non-eksklusif, dan tidak dapat dialihkan untuk menontonnya di dalam layanan untuk keperluan pribadi dan non-komersial.',
          'Anda tidak boleh mengunduh, merekam, menyalin, menyebarkan ulang, atau menayangkan konten secara publik, ataupun mencoba mengakali perlindungan apa pun.',
        ],
      },
      {
        heading: 'Koin emas, voucher, dan VIP',
        paragraphs: [
          'Sebagian episode gratis; episode lainnya dibuka dengan koin emas (koin tonton) atau voucher tonton. Episode yang sudah dibuka tetap terbuka untuk akun Anda. Anggota VIP dapat menonton seluruh situs secara gratis selama keanggotaannya aktif.',
          'Koin emas dan voucher adalah item virtual yang hanya berlaku di layanan ini. Keduanya tidak memiliki nilai tunai, tidak dapat ditukar dengan uang, dan tidak dapat dipindahkan ke akun lain. Koin bonus dan hadiah dapat memiliki syarat atau masa berlaku yang ditampilkan saat diberikan.',
        ],
      },
      {
        heading: 'Isi ulang dan pembayaran',
        paragraphs: [
          'Harga paket isi ulang dan VIP ditampilkan dalam dolar AS sebelum Anda membayar. Pembayaran diproses oleh penyedia pembayaran kami, dan koin atau VIP akan masuk ke akun Anda setelah penyedia mengonfirmasi pembayaran.',
          'Item digital dikirim seketika, sehingga pembelian pada umumnya tidak dapat dikembalikan, kecuali jika diwajibkan oleh hukum atau terjadi penagihan yang keliru. Jika Anda sudah membayar tetapi tidak menerima apa pun, hubungi kami dengan menyebutkan waktu dan jumlah pesanan, lalu kami akan memeriksanya.',
        ],
      },
      {
        heading: 'Aturan penggunaan',
        paragraphs: [
          'Mohon jangan menyalahgunakan layanan. Secara khusus, jangan membuat akun palsu untuk mengumpulkan hadiah undangan, menggunakan bot atau skrip, menyerang atau membebani sistem kami, menjual kembali akun atau koin, atau mengirim konten yang melanggar hukum atau kasar melalui menu Masukan.',
          'Jika aturan ini dilanggar, kami dapat membatasi, menangguhkan, atau menutup akun dan menarik kembali koin atau hadiah yang diperoleh secara tidak sah.',
        ],
      },
      {
        heading: 'Perubahan layanan',
        paragraphs: [
          'Kami dapat menambah, mengubah, atau menghapus drama, fitur, harga, dan paket. Kami berupaya menjaga layanan tetap tersedia, tetapi tidak dapat menjamin layanan selalu berjalan tanpa gangguan atau kesalahan.',
          'Kami dapat memperbarui perjanjian ini dari waktu ke waktu; tanggal di bagian atas menunjukkan versi yang berlaku. Jika Anda tetap menggunakan layanan setelah pembaruan, Anda dianggap menerima versi baru.',
        ],
      },
      {
        heading: 'Batasan tanggung jawab',
        paragraphs: [
          'Layanan ini disediakan apa adanya. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau kerugian lanjutan.',
          'Tidak ada isi perjanjian ini yang menghapus hak Anda sebagai konsumen yang menurut hukum tidak dapat dikecualikan.',
        ],
      },
      {
        heading: 'Hubungi kami',
        paragraphs: [
          'Jika ada pertanyaan tentang perjanjian ini, kirimkan pesan melalui menu Masukan di aplikasi atau kirim email ke alamat layanan pelanggan yang tercantum di aplikasi.',
        ],
      },
    ],
  },
};

const privacy: Record<Locale, Article> = {
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

const help: Record<Locale, Article> = {
  en: {
    title: 'Help',
    updated: UPDATED,
    sections: [
      {
        heading: 'Watching dramas',
        paragraphs: [
          'Pick a drama on the home page and tap it to start playing. Episodes play full screen in portrait; swipe up for the next episode, or open the episode list to jump to any episode.',
          'Tap the favourite button to save a drama for later. Dramas you have watched appear in your history, so you can continue where you left off.',
        ],
      },
      {
        heading: 'Unlocking episodes with gold coins',
        paragraphs: [
          'The first episodes of a drama are usually free. When you reach a locked episode, its price is shown; confirm to unlock it with your gold coins (watch coins).',
          'An unlocked episode stays unlocked for your account, so you can watch it again at any time without paying again. If your balance is too low, the top-up window opens.',
        ],
      },
      {
        heading: 'Watch vouchers',
        paragraphs: [
          'Watch vouchers can also be used to unlock episodes. You get them as a bonus with some top-up packages and from activities.',
          'Your gold coin and voucher balances are shown in your wallet, and every change is listed in the wallet details.',
        ],
      },
      {
        heading: 'VIP membership',
        paragraphs: [
          'VIP members watch the whole site free: no episode needs to be unlocked while your membership is active.',
          'Open Buy VIP, choose a package and pay. Your VIP expiry date is shown in the VIP window and on your profile.',
        ],
      },
      {
        heading: 'Top-up',
        paragraphs: [
          'Open the top-up window, choose a coin package, then a payment channel, and complete the payment. Prices are in US dollars, and some packages include bonus coins or vouchers.',
          'Coins usually arrive within a few seconds after the payment is confirmed, and every order is listed in your top-up records. If they have not arrived after a few minutes, send us feedback with the order time and amount.',
        ],
      },
      {
        heading: 'Invite friends',
        paragraphs: [
          'Open Invite Friends, tap to copy your invite link, and paste it into a chat to share it.',
          'You get 2000 gold coins for every valid friend. A friend counts as valid once they register and log in. Use the coins to unlock episodes for free.',
        ],
      },
      {
        heading: 'Signing in',
        paragraphs: [
          'Sign in with a one-time code sent to your email, with Facebook or TikTok, or as a guest on the current device. A guest account is created automatically.',
          'When you register with your email, your guest account is bound to it, so your coins, VIP and history are kept. Sign in with the same email on another device to continue there.',
        ],
      },
      {
        heading: 'Feedback',
        paragraphs: [
          'Found a problem or have a suggestion? Open Feedback, describe what happened and submit it. For payment problems, please include the order time and amount.',
          'You can also write to the service email address shown in the app.',
        ],
      },
      {
        heading: 'Add to home screen',
        paragraphs: [
          'Open Enjoy Drama from your home screen like an app: in the browser, tap Share, scroll down, then tap Add to Home Screen.',
          'On Android, open the browser menu and choose Add to Home screen or Install app.',
        ],
      },
    ],
  },
  'zh-Hans': {
    title: '帮助中心',
    updated: UPDATED,
    sections: [
      {
        heading: '观看短剧',
        paragraphs: [
          '在首页选择一部短剧，点击即可开始播放。剧集以竖屏全屏播放；向上滑动观看下一集，或打开选集列表跳到任意一集。',
          '点击收藏按钮可以保存短剧，方便以后观看。看过的短剧会出现在观看历史中，您可以从上次的位置继续观看。',
        ],
      },
      {
        heading: '用金币解锁剧集',
        paragraphs: [
          '每部短剧的前几集通常可以免费观看。播放到需要解锁的剧集时会显示价格，确认后即可使用金币（观看币）解锁。',
          '已解锁的剧集会一直保留在您的账号中，随时可以重复观看，无需再次付费。余额不足时会打开充值窗口。',
        ],
      },
      {
        heading: '观看券',
        paragraphs: [
          '观看券同样可以用来解锁剧集。购买部分充值套餐时会赠送观看券，参加活动也可以获得。',
          '您的金币和观看券余额显示在钱包中，每一笔变动都可以在钱包明细中查看。',
        ],
      },
      {
        heading: 'VIP 会员',
        paragraphs: [
          'VIP 会员全站免费看：会员有效期内，所有剧集都无需解锁。',
          '打开“购买 VIP”，选择套餐并完成付款即可开通。VIP 到期日期会显示在 VIP 窗口和个人页面中。',
        ],
      },
      {
        heading: '充值',
        paragraphs: [
          '打开充值窗口，选择金币套餐，再选择支付方式并完成付款。价格以美元计算，部分套餐还会赠送金币或观看券。',
          '付款确认后，金币通常在几秒内到账，每一笔订单都会列在充值记录中。如果几分钟后仍未到账，请通过意见反馈告诉我们订单时间和金额。',
        ],
      },
      {
        heading: '邀请好友',
        paragraphs: [
          '打开“邀请好友”，点击复制您的邀请链接，然后粘贴到聊天中分享给好友。',
          '每邀请一位有效好友，您可获得 2000 金币。好友完成注册并登录后即为有效好友。金币可用于免费解锁剧集。',
        ],
      },
      {
        heading: '登录账号',
        paragraphs: [
          '您可以使用邮箱一次性验证码、Facebook 或 TikTok 登录，也可以在当前设备上以游客身份使用。游客账号会自动创建。',
          '使用邮箱注册后，游客账号会绑定到该邮箱，金币、VIP 和观看历史都会保留。在其他设备上用同一邮箱登录，即可继续观看。',
        ],
      },
      {
        heading: '意见反馈',
        paragraphs: [
          '遇到问题或有建议？打开“意见反馈”，描述具体情况后提交即可。如果是支付问题，请附上订单时间和金额。',
          '您也可以发送邮件至应用内显示的客服邮箱。',
        ],
      },
      {
        heading: '添加到主屏幕',
        paragraphs: [
          '把 Enjoy Drama 添加到主屏幕，就能像应用一样快速打开：在浏览器中点击“分享”，向下滚动，再点击“添加到主屏幕”。',
          '安卓手机请打开浏览器菜单，选择“添加到主屏幕”或“安装应用”。',
        ],
      },
    ],
  },
  'zh-Hant': {
    title: '說明中心',
    updated: UPDATED,
    sections: [
      {
        heading: '觀看短劇',
        paragraphs: [
          '在首頁選擇一部短劇，點一下即可開始播放。劇集以直式全螢幕播放；向上滑動觀看下一集，或開啟選集列表跳到任一集。',
          '點擊收藏按鈕即可保存短劇，方便日後觀看。看過的短劇會出現在觀看紀錄中，您可以從上次的進度繼續觀看。',
        ],
      },
      {
        heading: '用金幣解鎖劇集',
        paragraphs: [
          '每部短劇的前幾集通常可以免費觀看。播放到需要解鎖的劇集時會顯示價格，確認後即可使用金幣（觀看幣）解鎖。',
          '已解鎖的劇集會一直保留在您的帳號中，隨時都能重複觀看，不需再次付費。餘額不足時會開啟儲值視窗。',
        ],
      },
      {
        heading: '觀看券',
        paragraphs: [
          '觀看券同樣可以用來解鎖劇集。購買部分儲值方案時會贈送觀看券，參加活動也能獲得。',
          '您的金幣與觀看券餘額會顯示在錢包中，每一筆變動都可以在錢包明細中查看。',
        ],
      },
      {
        heading: 'VIP 會員',
        paragraphs: [
          'VIP 會員全站免費看：會員有效期間內，所有劇集都不需解鎖。',
          '開啟「購買 VIP」，選擇方案並完成付款即可開通。VIP 到期日會顯示在 VIP 視窗和個人頁面中。',
        ],
      },
      {
        heading: '儲值',
        paragraphs: [
          '開啟儲值視窗，選擇金幣方案，再選擇付款方式並完成付款。價格以美元計算，部分方案還會加贈金幣或觀看券。',
          '付款確認後，金幣通常在幾秒內入帳，每一筆訂單都會列在儲值紀錄中。若幾分鐘後仍未入帳，請透過意見回饋告訴我們訂單時間與金額。',
        ],
      },
      {
        heading: '邀請好友',
        paragraphs: [
          '開啟「邀請好友」，點擊複製您的邀請連結，再貼到聊天中分享給好友。',
          '每邀請一位有效好友，您可獲得 2000 金幣。好友完成註冊並登入後即為有效好友。金幣可用來免費解鎖劇集。',
        ],
      },
      {
        heading: '登入帳號',
        paragraphs: [
          '您可以使用電子郵件一次性驗證碼、Facebook 或 TikTok 登入，也可以在目前的裝置上以訪客身分使用。訪客帳號會自動建立。',
          '使用電子郵件註冊後，訪客帳號會綁定至該電子郵件，金幣、VIP 與觀看紀錄都會保留。在其他裝置上以同一個電子郵件登入，即可繼續觀看。',
        ],
      },
      {
        heading: '意見回饋',
        paragraphs: [
          '遇到問題或有建議嗎？開啟「意見回饋」，描述狀況後送出即可。若是付款問題，請附上訂單時間與金額。',
          '您也可以寄信至應用程式內顯示的客服信箱。',
        ],
      },
      {
        heading: '加入主畫面',
        paragraphs: [
          '將 Enjoy Drama 加入主畫面，就能像 App 一樣快速開啟：在瀏覽器中點擊「分享」，向下捲動，再點擊「加入主畫面」。',
          'Android 手機請開啟瀏覽器選單，選擇「加到主畫面」或「安裝應用程式」。',
        ],
      },
    ],
  },
  th: {
    title: 'ศูนย์ช่วยเหลือ',
    updated: UPDATED,
    sections: [
      {
        heading: 'การดูซีรีส์',
        paragraphs: [
          'เลือกซีรีส์ในหน้าแรกแล้วแตะเพื่อเริ่มเล่น แต่ละตอนจะเล่นแบบเต็มจอแนวตั้ง ปัดขึ้นเพื่อดูตอนถัดไป หรือเปิดรายการตอนเพื่อข้ามไปยังตอนที่ต้องการ',
          'แตะปุ่มรายการโปรดเพื่อบันทึกซีรีส์ไว้ดูภายหลัง ซีรีส์ที่คุณดูแล้วจะแสดงในประวัติการรับชม คุณจึงดูต่อจากจุดเดิมได้',
        ],
      },
      {
        heading: 'ปลดล็อกตอนด้วยเหรียญทอง',
        paragraphs: [
          'ตอนแรกๆ ของซีรีส์มักดูได้ฟรี เมื่อถึงตอนที่ล็อกไว้ ระบบจะแสดงราคา กดยืนยันเพื่อปลดล็อกด้วยเหรียญทอง (เหรียญรับชม)',
          'ตอนที่ปลดล็อกแล้วจะอยู่ในบัญชีของคุณตลอด ดูซ้ำได้ทุกเมื่อโดยไม่ต้องจ่ายอีก หากยอดเหรียญไม่พอ หน้าต่างเติมเงินจะเปิดขึ้น',
        ],
      },
      {
        heading: 'คูปองรับชม',
        paragraphs: [
          'คูปองรับชมใช้ปลดล็อกตอนได้เช่นกัน คุณจะได้รับเป็นโบนัสจากแพ็กเกจเติมเงินบางแพ็กเกจและจากกิจกรรมต่างๆ',
          'ยอดเหรียญทองและคูปองรับชมแสดงอยู่ในกระเป๋าเงิน และทุกการเปลี่ยนแปลงดูได้ในรายละเอียดกระเป๋าเงิน',
        ],
      },
      {
        heading: 'สมาชิก VIP',
        paragraphs: [
          'สมาชิก VIP ดูฟรีได้ทั้งเว็บไซต์ ไม่ต้องปลดล็อกตอนใดเลยตลอดช่วงที่เป็นสมาชิก',
          'เปิดหน้าซื้อ VIP เลือกแพ็กเกจแล้วชำระเงิน วันหมดอายุ VIP จะแสดงในหน้าต่าง VIP และในหน้าโปรไฟล์ของคุณ',
        ],
      },
      {
        heading: 'การเติมเงิน',
        paragraphs: [
          'เปิดหน้าต่างเติมเงิน เลือกแพ็กเกจเหรียญ จากนั้นเลือกช่องทางชำระเงินและชำระเงินให้เรียบร้อย ราคาเป็นดอลลาร์สหรัฐ และบางแพ็กเกจมีเหรียญหรือคูปองโบนัสแถมด้วย',
          'โดยปกติเหรียญจะเข้าบัญชีภายในไม่กี่วินาทีหลังยืนยันการชำระเงิน และทุกคำสั่งซื้อจะแสดงในประวัติการเติมเงิน หากผ่านไปหลายนาทีแล้วยังไม่ได้รับ โปรดส่งความคิดเห็นถึงเราพร้อมแจ้งเวลาและจำนวนเงินของคำสั่งซื้อ',
        ],
      },
      {
        heading: 'ชวนเพื่อน',
        paragraphs: [
          'เปิดหน้าชวนเพื่อน แตะเพื่อคัดลอกลิงก์เชิญ แล้ววางในแชตเพื่อแชร์ให้เพื่อน',
          'คุณจะได้รับ 2000 เหรียญทองต่อเพื่อนที่ผ่านเงื่อนไขหนึ่งคน โดยเพื่อนจะผ่านเงื่อนไขเมื่อลงทะเบียนและเข้าสู่ระบบแล้ว นำเหรียญไปปลดล็อกตอนต่างๆ ได้ฟรี',
        ],
      },
      {
        heading: 'การเข้าสู่ระบบ',
        paragraphs: [
          'เข้าสู่ระบบด้วยรหัสแบบใช้ครั้งเดียวที่ส่งไปยังอีเมล ด้วย Facebook หรือ TikTok หรือใช้งานแบบผู้เยี่ยมชมบนอุปกรณ์ปัจจุบัน บัญชีผู้เยี่ยมชมจะถูกสร้างขึ้นโดยอัตโนมัติ',
          'เมื่อลงทะเบียนด้วยอีเมล บัญชีผู้เยี่ยมชมจะถูกผูกกับอีเมลนั้น เหรียญ VIP และประวัติการรับชมจะยังอยู่ครบ เข้าสู่ระบบด้วยอีเมลเดียวกันบนอุปกรณ์อื่นเพื่อดูต่อได้',
        ],
      },
      {
        heading: 'ส่งความคิดเห็น',
        paragraphs: [
          'พบปัญหาหรือมีข้อเสนอแนะ? เปิดหน้าความคิดเห็น อธิบายสิ่งที่เกิดขึ้นแล้วกดส่ง หากเป็นปัญหาการชำระเงิน โปรดระบุเวลาและจำนวนเงินของคำสั่งซื้อ',
          'คุณยังส่งอีเมลไปยังอีเมลฝ่ายบริการที่แสดงในแอปได้ด้วย',
        ],
      },
      {
        heading: 'เพิ่มไปยังหน้าจอโฮม',
        paragraphs: [
          'เปิด Enjoy Drama จากหน้าจอโฮมได้เหมือนแอป: ในเบราว์เซอร์ให้แตะแชร์ เลื่อนลง แล้วแตะเพิ่มไปยังหน้าจอโฮม',
          'บน Android ให้เปิดเมนูของเบราว์เซอร์ แล้วเลือกเพิ่มลงในหน้าจอหลักหรือติดตั้งแอป',
        ],
      },
    ],
  },
  id: {
    title: 'Bantuan',
    updated: UPDATED,
    sections: [
      {
        heading: 'Menonton drama',
        paragraphs: [
          'Pilih drama di beranda dan ketuk untuk mulai menonton. Episode diputar layar penuh dalam posisi vertikal; geser ke atas untuk episode berikutnya, atau buka daftar episode untuk melompat ke episode mana pun.',
          'Ketuk tombol favorit untuk menyimpan drama dan menontonnya nanti. Drama yang sudah Anda tonton muncul di riwayat, jadi Anda bisa melanjutkan dari bagian terakhir.',
        ],
      },
      {
        heading: 'Membuka episode dengan koin emas',
        paragraphs: [
          'Beberapa episode pertama biasanya gratis. Saat sampai di episode yang terkunci, harganya akan ditampilkan; konfirmasi untuk membukanya dengan koin emas (koin tonton).',
          'Episode yang sudah dibuka tetap terbuka di akun Anda, sehingga bisa ditonton ulang kapan saja tanpa membayar lagi. Jika saldo tidak cukup, jendela isi ulang akan terbuka.',
        ],
      },
      {
        heading: 'Voucher tonton',
        paragraphs: [
          'Voucher tonton juga dapat dipakai untuk membuka episode. Anda mendapatkannya sebagai bonus dari beberapa paket isi ulang dan dari berbagai aktivitas.',
          'Saldo koin emas dan voucher ditampilkan di dompet, dan setiap perubahan tercatat di rincian dompet.',
        ],
      },
      {
        heading: 'Keanggotaan VIP',
        paragraphs: [
          'Anggota VIP menonton seluruh situs secara gratis: tidak ada episode yang perlu dibuka selama keanggotaan aktif.',
          'Buka Beli VIP, pilih paket, lalu bayar. Tanggal berakhirnya VIP ditampilkan di jendela VIP dan di halaman profil Anda.',
        ],
      },
      {
        heading: 'Isi ulang',
        paragraphs: [
          'Buka jendela isi ulang, pilih paket koin, lalu pilih metode pembayaran dan selesaikan pembayaran. Harga dalam dolar AS, dan beberapa paket memberikan bonus koin atau voucher.',
          'Koin biasanya masuk dalam beberapa detik setelah pembayaran dikonfirmasi, dan setiap pesanan tercantum di riwayat isi ulang. Jika belum masuk setelah beberapa menit, kirimkan masukan kepada kami beserta waktu dan jumlah pesanan.',
        ],
      },
      {
        heading: 'Undang teman',
        paragraphs: [
          'Buka Undang Teman, ketuk untuk menyalin tautan undangan Anda, lalu tempelkan di obrolan untuk membagikannya.',
          'Anda mendapat 2000 koin emas untuk setiap teman yang valid. Teman dianggap valid setelah mendaftar dan login. Gunakan koinnya untuk membuka episode secara gratis.',
        ],
      },
      {
        heading: 'Masuk ke akun',
        paragraphs: [
          'Masuk dengan kode sekali pakai yang dikirim ke email, dengan Facebook atau TikTok, atau sebagai tamu di perangkat yang sedang digunakan. Akun tamu dibuat secara otomatis.',
          'Setelah Anda mendaftar dengan email, akun tamu akan ditautkan ke email tersebut sehingga koin, VIP, dan riwayat tontonan tetap tersimpan. Masuk dengan email yang sama di perangkat lain untuk melanjutkan menonton.',
        ],
      },
      {
        heading: 'Masukan',
        paragraphs: [
          'Menemukan masalah atau punya saran? Buka Masukan, jelaskan apa yang terjadi, lalu kirim. Untuk masalah pembayaran, sertakan waktu dan jumlah pesanan.',
          'Anda juga dapat mengirim email ke alamat layanan pelanggan yang tercantum di aplikasi.',
        ],
      },
      {
        heading: 'Tambahkan ke layar utama',
        paragraphs: [
          'Buka Enjoy Drama langsung dari layar utama seperti aplikasi: di browser, ketuk Bagikan, gulir ke bawah, lalu ketuk Tambah ke Layar Utama.',
          'Di Android, buka menu browser lalu pilih Tambahkan ke layar utama atau Instal aplikasi.',
        ],
      },
    ],
  },
};

export const ARTICLES: Record<ArticleKey, Record<Locale, Article>> = { user, privacy, help };
