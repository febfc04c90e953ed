import type { Localised } from '../languages.ts';

export type BannerGroup = 'w_home' | 'w_register' | 'w_leftmenu' | 'w_login' | 'w_forget';
export type LinkageType = 'NONE' | 'ROUTE' | 'URL' | 'PROMOTION';

export interface BannerCopy {
  key: string;
  group: BannerGroup;
  headline: Localised;
  tagline: Localised;
  colours: readonly [string, string];
  linkageType: LinkageType;
  linkage?: string;
}

/** Every linkage type appears at least once (UNSPEC-64), and every banner group has a banner (ANN-02). */
export const BANNERS: readonly BannerCopy[] = [
  {
    key: 'home-welcome',
    group: 'w_home',
    colours: ['#0f3d3e', '#e0b243'],
    linkageType: 'PROMOTION',
    linkage: 'p-welcome',
    headline: {
      EN: 'Welcome bonus 100%',
      MY: 'Bonus alu-aluan 100%',
      CN: '首存100%红利',
      PT: 'Bónus de boas-vindas 100%',
    },
    tagline: {
      EN: 'Up to {currency} 500 on your first deposit',
      MY: 'Sehingga {currency} 500 untuk deposit pertama',
      CN: '首存最高送 {currency} 500',
      PT: 'Até {currency} 500 no primeiro depósito',
    },
  },
  {
    key: 'home-slots',
    group: 'w_home',
    colours: ['#7e2553', '#ff77a8'],
    linkageType: 'ROUTE',
    linkage: '/promotions',
    headline: {
      EN: '10,000 slot games',
      MY: '10,000 permainan slot',
      CN: '10,000款老虎机',
      PT: '10.000 jogos de slots',
    },
    tagline: {
      EN: 'New titles every week',
      MY: 'Tajuk baharu setiap minggu',
      CN: '每周上新',
      PT: 'Novos títulos todas as semanas',
    },
  },
  {
    key: 'home-community',
    group: 'w_home',
    colours: ['#1d2b53', '#29adff'],
    linkageType: 'URL',
    linkage: 'https://t.me/livery_demo',
    headline: {
      EN: 'Join our community',
      MY: 'Sertai komuniti kami',
      CN: '加入我们的社区',
      PT: 'Junte-se à comunidade',
    },
    tagline: {
      EN: 'News and tips on Telegram',
      MY: 'Berita dan tip di Telegram',
      CN: 'Telegram 最新资讯与技巧',
      PT: 'Notícias e dicas no Telegram',
    },
  },
  {
    key: 'register',
    group: 'w_register',
    colours: ['#064420', '#3cb371'],
    linkageType: 'PROMOTION',
    linkage: 'p-welcome',
    headline: {
      EN: 'Sign up in a minute',
      MY: 'Daftar dalam seminit',
      CN: '一分钟快速注册',
      PT: 'Registe-se num minuto',
    },
    tagline: {
      EN: 'and claim your welcome bonus',
      MY: 'dan tuntut bonus alu-aluan anda',
      CN: '立即领取新人红利',
      PT: 'e receba o bónus de boas-vindas',
    },
  },
  {
    key: 'login',
    group: 'w_login',
    colours: ['#14213d', '#fca311'],
    linkageType: 'NONE',
    headline: { EN: 'Welcome back', MY: 'Selamat kembali', CN: '欢迎回来', PT: 'Bem-vindo de volta' },
    tagline: {
      EN: 'Your games are waiting',
      MY: 'Permainan anda sedang menunggu',
      CN: '您的游戏正在等您',
      PT: 'Os seus jogos esperam por si',
    },
  },
  {
    key: 'forget',
    group: 'w_forget',
    colours: ['#2d3142', '#ef8354'],
    linkageType: 'NONE',
    headline: {
      EN: 'Forgot your password?',
      MY: 'Lupa kata laluan?',
      CN: '忘记密码？',
      PT: 'Esqueceu a palavra-passe?',
    },
    tagline: {
      EN: 'Reset it by e-mail or SMS',
      MY: 'Tetapkan semula melalui e-mel atau SMS',
      CN: '可通过邮箱或短信重置',
      PT: 'Redefina por e-mail ou SMS',
    },
  },
  {
    key: 'leftmenu',
    group: 'w_leftmenu',
    colours: ['#4a3f00', '#e0b243'],
    linkageType: 'ROUTE',
    linkage: '/pointMall',
    headline: { EN: 'Points mall', MY: 'Pusat mata', CN: '积分商城', PT: 'Loja de pontos' },
    tagline: {
      EN: 'Turn points into rewards',
      MY: 'Tukar mata kepada ganjaran',
      CN: '积分兑换好礼',
      PT: 'Troque pontos por prémios',
    },
  },
];

export interface NoticeCopy {
  id: string;
  title: Localised;
  content: Localised;
  /** Shown in the home marquee too (type H, HOME-03). */
  onHome: boolean;
  promotionType?: string;
}

export const NOTICES: readonly NoticeCopy[] = [
  {
    id: 'n-maintenance',
    onHome: true,
    title: {
      EN: 'Scheduled maintenance',
      MY: 'Penyelenggaraan berjadual',
      CN: '系统维护通知',
      PT: 'Manutenção programada',
    },
    content: {
      EN: '<p>Our systems will be upgraded on <strong>Sunday, 02:00–04:00 (GMT+8)</strong>.</p><ul><li>Deposits and withdrawals pause during the window.</li><li>Game balances are safe.</li></ul>',
      MY: '<p>Sistem kami akan dinaik taraf pada <strong>Ahad, 02:00–04:00 (GMT+8)</strong>.</p><ul><li>Deposit dan pengeluaran ditangguhkan dalam tempoh itu.</li><li>Baki permainan anda selamat.</li></ul>',
      CN: '<p>系统将于<strong>周日 02:00–04:00（GMT+8）</strong>进行升级。</p><ul><li>维护期间暂停存取款。</li><li>游戏余额不受影响。</li></ul>',
      PT: '<p>Os nossos sistemas serão atualizados no <strong>domingo, 02:00–04:00 (GMT+8)</strong>.</p><ul><li>Depósitos e levantamentos ficam suspensos nesse período.</li><li>Os saldos de jogo estão seguros.</li></ul>',
    },
  },
  {
    id: 'n-weekend',
    onHome: true,
    promotionType: 'DEPOSIT',
    title: {
      EN: 'Weekend reload is live',
      MY: 'Tambah nilai hujung minggu kini dibuka',
      CN: '周末存款加赠已开启',
      PT: 'A recarga de fim de semana começou',
    },
    content: {
      EN: '<p>Deposit this weekend and get <em>30% extra</em>. <a href="/promotions#p-weekend">See the promotion</a>.</p>',
      MY: '<p>Deposit hujung minggu ini dan dapatkan <em>30% tambahan</em>. <a href="/promotions#p-weekend">Lihat promosi</a>.</p>',
      CN: '<p>本周末存款即享<em>30%加赠</em>。<a href="/promotions#p-weekend">查看活动</a>。</p>',
      PT: '<p>Deposite este fim de semana e receba <em>30% extra</em>. <a href="/promotions#p-weekend">Ver a promoção</a>.</p>',
    },
  },
  {
    // Carries markup a sanitiser must remove (a script and an onerror handler): the client never
    // shows platform HTML unsanitised (DESIGN §6), and this notice lets tests prove it.
    id: 'n-security',
    onHome: false,
    title: {
      EN: 'Keep your account safe',
      MY: 'Pastikan akaun anda selamat',
      CN: '保障账户安全',
      PT: 'Mantenha a sua conta segura',
    },
    content: {
      EN: '<p>{brand} staff will <strong>never</strong> ask for your password.</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')" alt=""><p>Report suspicious messages to customer service.</p>',
      MY: '<p>Kakitangan {brand} <strong>tidak akan</strong> meminta kata laluan anda.</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')" alt=""><p>Laporkan mesej mencurigakan kepada khidmat pelanggan.</p>',
      CN: '<p>{brand}工作人员<strong>绝不会</strong>索取您的密码。</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')" alt=""><p>如收到可疑信息，请联系客服。</p>',
      PT: '<p>A equipa da {brand} <strong>nunca</strong> pede a sua palavra-passe.</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')" alt=""><p>Comunique mensagens suspeitas ao apoio ao cliente.</p>',
    },
  },
  {
    id: 'n-responsible',
    onHome: false,
    title: {
      EN: 'Play responsibly',
      MY: 'Bermain secara bertanggungjawab',
      CN: '理性游戏',
      PT: 'Jogue com responsabilidade',
    },
    content: {
      EN: '<p>Set deposit limits or take a break at any time in <a href="/help#responsible">Responsible gaming</a>. Players must be 18 or older.</p>',
      MY: '<p>Tetapkan had deposit atau berehat pada bila-bila masa di <a href="/help#responsible">Permainan bertanggungjawab</a>. Pemain mesti berumur 18 tahun ke atas.</p>',
      CN: '<p>您可随时在<a href="/help#responsible">理性游戏</a>中设置存款限额或暂停游戏。玩家须年满18岁。</p>',
      PT: '<p>Defina limites de depósito ou faça uma pausa a qualquer momento em <a href="/help#responsible">Jogo responsável</a>. Os jogadores devem ter 18 anos ou mais.</p>',
    },
  },
];

export interface PopupCopy {
  id: string;
  /** A: logged-in members on their first login; B: anonymous visitors (POPUP-05). */
  execution: 'A' | 'B';
  title: Localised;
  content: Localised;
  promotionType?: string;
}

export const POPUPS: readonly PopupCopy[] = [
  {
    id: 'pu-welcome',
    execution: 'B',
    promotionType: 'NEWPLAYER',
    title: {
      EN: 'Welcome to {brand}',
      MY: 'Selamat datang ke {brand}',
      CN: '欢迎来到{brand}',
      PT: 'Bem-vindo à {brand}',
    },
    content: {
      EN: '<p>New here? Register today and get <strong>100% up to {currency} 500</strong> on your first deposit.</p>',
      MY: '<p>Baru di sini? Daftar hari ini dan dapatkan <strong>100% sehingga {currency} 500</strong> untuk deposit pertama.</p>',
      CN: '<p>新朋友？立即注册，首存即享<strong>100%红利，最高 {currency} 500</strong>。</p>',
      PT: '<p>É novo por aqui? Registe-se hoje e receba <strong>100% até {currency} 500</strong> no primeiro depósito.</p>',
    },
  },
  {
    id: 'pu-app',
    execution: 'B',
    title: { EN: 'Play on the go', MY: 'Main di mana sahaja', CN: '随时随地畅玩', PT: 'Jogue em qualquer lugar' },
    content: {
      EN: '<p>Download the {brand} app for faster log-in and instant notifications. <a href="/download">Get the app</a></p>',
      MY: '<p>Muat turun aplikasi {brand} untuk log masuk lebih pantas dan pemberitahuan segera. <a href="/download">Dapatkan aplikasi</a></p>',
      CN: '<p>下载{brand} APP，登录更快，消息即时送达。<a href="/download">立即下载</a></p>',
      PT: '<p>Descarregue a app {brand} para entrar mais depressa e receber notificações. <a href="/download">Obter a app</a></p>',
    },
  },
  {
    id: 'pu-first-login',
    execution: 'A',
    title: {
      EN: 'Your account is ready',
      MY: 'Akaun anda sudah sedia',
      CN: '账户已开通',
      PT: 'A sua conta está pronta',
    },
    content: {
      EN: '<p>Two quick steps before your first withdrawal, both in <a href="/member?page=securityCenter">My account</a>:</p><ol><li>Set a payment password.</li><li>Add the bank account your withdrawals are paid to.</li></ol>',
      MY: '<p>Dua langkah pantas sebelum pengeluaran pertama anda, kedua-duanya di <a href="/member?page=securityCenter">Akaun saya</a>:</p><ol><li>Tetapkan kata laluan pembayaran.</li><li>Tambah akaun bank yang menerima pengeluaran anda.</li></ol>',
      CN: '<p>首次提款前的两个小步骤，都在<a href="/member?page=securityCenter">我的账户</a>中完成：</p><ol><li>设置支付密码。</li><li>添加接收提款的银行账户。</li></ol>',
      PT: '<p>Dois passos rápidos antes do seu primeiro levantamento, ambos em <a href="/member?page=securityCenter">A minha conta</a>:</p><ol><li>Defina uma palavra-passe de pagamento.</li><li>Adicione a conta bancária que recebe os seus levantamentos.</li></ol>',
    },
  },
];
