/** The user agreement in the five interface languages. */
import type { Locale } from '#shared/languages.ts';
import { ARTICLE_UPDATED as UPDATED, type Article } from '../article.model.ts';

export const user: Record<Locale, Article> = {
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
