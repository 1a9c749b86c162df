/**
 * What the sample catalogue is about: its tags and its eight dramas (titles and synopses in the
 * five languages, prices, free episodes, colours and picture style). The generator that turns
 * them into media lives in sample-catalogue.ts.
 */
import type { LocalizedText, ManifestDrama, ManifestTag } from './manifest.ts';

export const SAMPLE_TAGS: readonly ManifestTag[] = [
  {
    slug: 'romance',
    names: { 'zh-Hans': '爱情', 'zh-Hant': '愛情', en: 'Romance', th: 'โรแมนติก', id: 'Romansa' },
  },
  {
    slug: 'ceo',
    names: { 'zh-Hans': '霸道总裁', 'zh-Hant': '霸道總裁', en: 'CEO', th: 'ท่านประธาน', id: 'CEO' },
  },
  {
    slug: 'revenge',
    names: { 'zh-Hans': '复仇', 'zh-Hant': '復仇', en: 'Revenge', th: 'แก้แค้น', id: 'Balas Dendam' },
  },
  {
    slug: 'fantasy',
    names: { 'zh-Hans': '奇幻', 'zh-Hant': '奇幻', en: 'Fantasy', th: 'แฟนตาซี', id: 'Fantasi' },
  },
  {
    slug: 'historical',
    names: { 'zh-Hans': '古装', 'zh-Hant': '古裝', en: 'Historical', th: 'ย้อนยุค', id: 'Sejarah' },
  },
  {
    slug: 'family',
    names: { 'zh-Hans': '家庭', 'zh-Hant': '家庭', en: 'Family', th: 'ครอบครัว', id: 'Keluarga' },
  },
  {
    slug: 'suspense',
    names: { 'zh-Hans': '悬疑', 'zh-Hant': '懸疑', en: 'Suspense', th: 'ระทึกขวัญ', id: 'Misteri' },
  },
  {
    slug: 'rebirth',
    names: { 'zh-Hans': '重生', 'zh-Hant': '重生', en: 'Rebirth', th: 'เกิดใหม่', id: 'Terlahir Kembali' },
  },
];

/** How an episode's picture is made: a smooth animated gradient or one of lavfi's patterns. */
export type Look =
  | { kind: 'gradient'; motion: 'wave' | 'radial' | 'bands' | 'spotlight' }
  | { kind: 'mandelbrot' }
  | { kind: 'cellauto' }
  | { kind: 'life' }
  | { kind: 'testsrc' };

export interface DramaSpec {
  slug: string;
  status: ManifestDrama['status'];
  freeEpisodes: number;
  episodePrice: number;
  tags: string[];
  /** Poster and gradient colours, top/light first. */
  colors: [string, string];
  look: Look;
  titles: LocalizedText;
  synopses: LocalizedText;
}

export const SAMPLE_DRAMAS: readonly DramaSpec[] = [
  {
    slug: 'ceo-secret-bride',
    status: 'completed',
    freeEpisodes: 3,
    episodePrice: 30,
    tags: ['romance', 'ceo'],
    colors: ['#f7a8b8', '#6b2d5c'],
    look: { kind: 'gradient', motion: 'wave' },
    titles: {
      'zh-Hans': '总裁的秘密新娘',
      'zh-Hant': '總裁的秘密新娘',
      en: "The CEO's Secret Bride",
      th: 'เจ้าสาวลับของท่านประธาน',
      id: 'Pengantin Rahasia Sang CEO',
    },
    synopses: {
      'zh-Hans':
        '为了替父亲还债，林夏与冷面总裁顾辰签下一年的婚约。规则很简单：不动心，不过问——直到她发现，他珍藏着一张她十年前的照片。',
      'zh-Hant':
        '為了替父親還債，林夏與冷面總裁顧辰簽下一年的婚約。規則很簡單：不動心，不過問——直到她發現，他珍藏著一張她十年前的照片。',
      en: "To pay off her father's debts, Lin Xia signs a one-year marriage contract with the icy CEO Gu Chen. The rules are simple: no feelings, no questions — until she finds the photo of her he has kept for ten years.",
      th: 'เพื่อใช้หนี้แทนพ่อ หลินเซี่ยยอมเซ็นสัญญาแต่งงานหนึ่งปีกับกู้เฉิน ประธานหนุ่มสุดเย็นชา กฎมีแค่ห้ามมีใจและห้ามถามเรื่องส่วนตัว จนกระทั่งเธอพบรูปของตัวเองที่เขาเก็บไว้มานานสิบปี',
      id: 'Demi melunasi utang ayahnya, Lin Xia menandatangani kontrak nikah satu tahun dengan CEO dingin Gu Chen. Aturannya sederhana: tanpa perasaan, tanpa pertanyaan — sampai ia menemukan foto dirinya yang disimpan Gu Chen selama sepuluh tahun.',
    },
  },
  {
    slug: 'true-heiress-returns',
    status: 'ongoing',
    freeEpisodes: 5,
    episodePrice: 25,
    tags: ['revenge', 'family'],
    colors: ['#d4af37', '#0f3d2e'],
    look: { kind: 'gradient', motion: 'radial' },
    titles: {
      'zh-Hans': '真千金归来',
      'zh-Hant': '真千金歸來',
      en: 'The True Heiress Returns',
      th: 'คุณหนูตัวจริงกลับมาแล้ว',
      id: 'Kembalinya Sang Pewaris Sejati',
    },
    synopses: {
      'zh-Hans':
        '出生时被人调包、在山村长大的苏晚终于被接回豪门苏家，可占了她位置的假千金早已让全家人都对她心生厌恶。这一次，她不会再忍气吞声。',
      'zh-Hant':
        '出生時被人調包、在山村長大的蘇晚終於被接回豪門蘇家，可佔了她位置的假千金早已讓全家人都對她心生厭惡。這一次，她不會再忍氣吞聲。',
      en: 'Switched at birth and raised in a mountain village, Su Wan is finally brought home to the wealthy Su family, where the impostor who took her place has already turned everyone against her. This time, she will not stay silent.',
      th: 'ซูหว่านถูกสลับตัวตั้งแต่เกิดและเติบโตในหมู่บ้านบนภูเขา เมื่อได้กลับสู่ตระกูลซูผู้มั่งคั่ง ตัวปลอมที่แย่งที่ของเธอไปก็ทำให้ทุกคนในบ้านรังเกียจเธอเสียแล้ว แต่ครั้งนี้เธอจะไม่ยอมเงียบอีกต่อไป',
      id: 'Tertukar saat lahir dan dibesarkan di desa pegunungan, Su Wan akhirnya dibawa pulang ke keluarga Su yang kaya raya, tempat sang pewaris palsu sudah membuat semua orang membencinya. Kali ini, ia tidak akan tinggal diam.',
    },
  },
  {
    slug: 'alpha-kings-mate',
    status: 'ongoing',
    freeEpisodes: 3,
    episodePrice: 40,
    tags: ['fantasy', 'romance'],
    colors: ['#8fa3e6', '#141b3d'],
    look: { kind: 'mandelbrot' },
    titles: {
      'zh-Hans': '狼王的命定伴侣',
      'zh-Hant': '狼王的命定伴侶',
      en: "The Alpha King's Mate",
      th: 'คู่ชะตาของราชาอัลฟ่า',
      id: 'Belahan Jiwa Sang Raja Alfa',
    },
    synopses: {
      'zh-Hans':
        '十八岁生日那天，露娜被族群抛弃。她逃进禁林，却闯入了最令人畏惧的狼王领地——而狼王宣称，她是他命中注定的伴侣。',
      'zh-Hant':
        '十八歲生日那天，露娜被族群拋棄。她逃進禁林，卻闖入了最令人畏懼的狼王領地——而狼王宣稱，她是他命中注定的伴侶。',
      en: 'Rejected by her pack on her eighteenth birthday, Luna runs into the forbidden forest and straight into the territory of the most feared Alpha King, who claims she is his fated mate.',
      th: 'ในวันเกิดอายุสิบแปดปี ลูน่าถูกฝูงของตัวเองทอดทิ้ง เธอหนีเข้าป่าต้องห้ามและหลงเข้าไปในอาณาเขตของราชาอัลฟ่าผู้น่าเกรงขามที่สุด ผู้ประกาศว่าเธอคือคู่ชะตาของเขา',
      id: 'Ditolak kawanannya tepat di hari ulang tahunnya yang kedelapan belas, Luna lari ke hutan terlarang dan masuk ke wilayah Raja Alfa yang paling ditakuti, yang menyatakan bahwa Luna adalah pasangan takdirnya.',
    },
  },
  {
    slug: 'palace-phoenix',
    status: 'completed',
    freeEpisodes: 4,
    episodePrice: 35,
    tags: ['historical', 'revenge', 'rebirth'],
    colors: ['#f0b429', '#7a0c1a'],
    look: { kind: 'gradient', motion: 'bands' },
    titles: {
      'zh-Hans': '凤起深宫',
      'zh-Hant': '鳳起深宮',
      en: 'Rise of the Palace Phoenix',
      th: 'หงส์ผงาดในวังลึก',
      id: 'Kebangkitan Sang Phoenix Istana',
    },
    synopses: {
      'zh-Hans':
        '沈皇后被最信任的贵妃毒害，醒来却回到五年前，成了一名卑微的宫女。她只有一年时间重回凤位，揭穿真凶。',
      'zh-Hant':
        '沈皇后被最信任的貴妃毒害，醒來卻回到五年前，成了一名卑微的宮女。她只有一年時間重回鳳位，揭穿真兇。',
      en: 'Poisoned by the consort she trusted most, Empress Shen wakes up five years in the past as a lowly palace maid. She has one year to climb back to the throne and expose her killer.',
      th: 'ฮองเฮาเสิ่นถูกพระสนมที่ไว้ใจที่สุดวางยาพิษ แต่กลับตื่นขึ้นมาเมื่อห้าปีก่อนในฐานะนางกำนัลต่ำต้อย เธอมีเวลาเพียงหนึ่งปีเพื่อกลับขึ้นสู่บัลลังก์และเปิดโปงฆาตกรตัวจริง',
      id: 'Diracun oleh selir yang paling ia percaya, Permaisuri Shen terbangun lima tahun di masa lalu sebagai dayang rendahan. Ia hanya punya satu tahun untuk kembali ke takhta dan membongkar pembunuhnya.',
    },
  },
  {
    slug: 'campus-crush-summer',
    status: 'new',
    freeEpisodes: 5,
    episodePrice: 20,
    tags: ['romance'],
    colors: ['#ffd6e0', '#2f6fa3'],
    look: { kind: 'cellauto' },
    titles: {
      'zh-Hans': '和校草的那个夏天',
      'zh-Hant': '和校草的那個夏天',
      en: 'Summer With My Campus Crush',
      th: 'ซัมเมอร์นี้กับหนุ่มฮอตประจำมหาลัย',
      id: 'Musim Panas Bersama Idola Kampus',
    },
    synopses: {
      'zh-Hans':
        '迷糊的大一新生夏雨被迫和全校最高冷的学霸共用一间自习室。一个关于考试、误会与初恋的夏天，就此开始。',
      'zh-Hant':
        '迷糊的大一新生夏雨被迫和全校最高冷的學霸共用一間自習室。一個關於考試、誤會與初戀的夏天，就此開始。',
      en: 'Clumsy freshman Xia Yu is forced to share a study room with the coldest genius on campus. A summer of exams, misunderstandings and first love begins.',
      th: 'เซี่ยอวี่ เฟรชชี่สุดซุ่มซ่าม จำใจต้องใช้ห้องอ่านหนังสือร่วมกับหนุ่มอัจฉริยะที่เย็นชาที่สุดในมหาวิทยาลัย ฤดูร้อนแห่งการสอบ ความเข้าใจผิด และรักแรกจึงเริ่มต้นขึ้น',
      id: 'Xia Yu, mahasiswi baru yang ceroboh, terpaksa berbagi ruang belajar dengan si jenius paling dingin di kampus. Musim panas penuh ujian, salah paham, dan cinta pertama pun dimulai.',
    },
  },
  {
    slug: 'lu-family-secrets',
    status: 'ongoing',
    freeEpisodes: 2,
    episodePrice: 45,
    tags: ['family', 'suspense'],
    colors: ['#c9a227', '#1b2a41'],
    look: { kind: 'life' },
    titles: {
      'zh-Hans': '陆家的秘密',
      'zh-Hant': '陸家的秘密',
      en: 'Secrets of the Lu Family',
      th: 'ความลับของตระกูลลู่',
      id: 'Rahasia Keluarga Lu',
    },
    synopses: {
      'zh-Hans':
        '陆家家主离世后，一份秘密遗嘱竟将全部家产留给了一个陌生人。兄弟姐妹反目成仇，埋藏了三十年的秘密也开始浮出水面。',
      'zh-Hant':
        '陸家家主離世後，一份秘密遺囑竟將全部家產留給了一個陌生人。兄弟姊妹反目成仇，埋藏了三十年的秘密也開始浮出水面。',
      en: 'When the head of the Lu family dies, a hidden will leaves everything to a complete stranger. As the siblings turn on each other, secrets buried for thirty years begin to surface.',
      th: 'เมื่อประมุขตระกูลลู่เสียชีวิต พินัยกรรมลับกลับยกมรดกทั้งหมดให้คนแปลกหน้า ขณะที่พี่น้องหันมาห้ำหั่นกันเอง ความลับที่ถูกฝังไว้นานสามสิบปีก็เริ่มปรากฏ',
      id: 'Saat kepala keluarga Lu meninggal, sebuah wasiat rahasia justru mewariskan seluruh hartanya kepada orang asing. Ketika para saudara saling bermusuhan, rahasia yang terkubur selama tiga puluh tahun mulai terungkap.',
    },
  },
  {
    slug: 'reborn-1998',
    status: 'completed',
    freeEpisodes: 3,
    episodePrice: 30,
    tags: ['rebirth', 'family'],
    colors: ['#ff8a5b', '#2d3047'],
    look: { kind: 'testsrc' },
    titles: {
      'zh-Hans': '重生之回到1998',
      'zh-Hant': '重生之回到1998',
      en: 'Reborn: Back to 1998',
      th: 'เกิดใหม่ย้อนสู่ปี 1998',
      id: 'Terlahir Kembali ke 1998',
    },
    synopses: {
      'zh-Hans':
        '破产的商人一觉醒来，回到了全家失去一切的1998年。带着二十年的记忆，他决定一步一步改写家人的命运。',
      'zh-Hant':
        '破產的商人一覺醒來，回到了全家失去一切的1998年。帶著二十年的記憶，他決定一步一步改寫家人的命運。',
      en: 'A bankrupt businessman wakes up in 1998, the year his family lost everything. With twenty years of memories, he sets out to change their fate, one deal at a time.',
      th: 'นักธุรกิจที่ล้มละลายตื่นขึ้นมาในปี 1998 ปีที่ครอบครัวของเขาสูญเสียทุกอย่าง ด้วยความทรงจำยี่สิบปีที่ติดตัวมา เขาตั้งใจจะเปลี่ยนชะตาของครอบครัวทีละก้าว',
      id: 'Seorang pengusaha bangkrut terbangun di tahun 1998, tahun ketika keluarganya kehilangan segalanya. Berbekal ingatan dua puluh tahun, ia bertekad mengubah nasib mereka selangkah demi selangkah.',
    },
  },
  {
    slug: 'midnight-caller',
    status: 'new',
    freeEpisodes: 2,
    episodePrice: 50,
    tags: ['suspense'],
    colors: ['#7b2cbf', '#07081f'],
    look: { kind: 'gradient', motion: 'spotlight' },
    titles: {
      'zh-Hans': '午夜来电',
      'zh-Hant': '午夜來電',
      en: 'The Midnight Caller',
      th: 'สายปริศนาเที่ยงคืน',
      id: 'Penelepon Tengah Malam',
    },
    synopses: {
      'zh-Hans':
        '每晚零点，刑警周晴都会接到一通预告下一起命案的电话。想要阻止凶手，她必须查清：为什么电话里的声音和她自己的一模一样。',
      'zh-Hant':
        '每晚零點，刑警周晴都會接到一通預告下一起命案的電話。想要阻止兇手，她必須查清：為什麼電話裡的聲音和她自己的一模一樣。',
      en: 'Every night at midnight, detective Zhou Qing gets a call predicting the next murder. To stop the killer, she must find out why the voice on the line sounds exactly like her own.',
      th: 'ทุกคืนตอนเที่ยงคืน นักสืบโจวชิงจะได้รับโทรศัพท์ที่บอกล่วงหน้าถึงคดีฆาตกรรมครั้งต่อไป เพื่อหยุดฆาตกร เธอต้องหาคำตอบว่าทำไมเสียงปลายสายจึงเหมือนเสียงของเธอเองทุกประการ',
      id: 'Setiap tengah malam, detektif Zhou Qing menerima telepon yang meramalkan pembunuhan berikutnya. Untuk menghentikan sang pembunuh, ia harus mencari tahu mengapa suara di telepon itu persis seperti suaranya sendiri.',
    },
  },
];
