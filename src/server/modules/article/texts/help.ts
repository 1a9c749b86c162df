/** The help page in the five interface languages. */
import type { Locale } from '#shared/languages.ts';
import { ARTICLE_UPDATED as UPDATED, type Article } from '../article.model.ts';

export const help: Record<Locale, Article> = {
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
