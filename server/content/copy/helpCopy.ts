import type { Localised } from '../languages.ts';

export interface HelpSectionCopy {
  /** Also the anchor the client opens (`/help#term`, HELP-02). */
  id: string;
  title: Localised;
  content: Localised;
  children?: readonly Omit<HelpSectionCopy, 'children'>[];
}

/** Help centre sections (HELP-01, HELP-02); `{brand}` is filled in per brand. */
export const HELP_SECTIONS: readonly HelpSectionCopy[] = [
  {
    id: 'faq',
    title: { EN: 'Frequently asked questions', MY: 'Soalan lazim', CN: '常见问题', PT: 'Perguntas frequentes' },
    content: {
      EN: '<p>Answers to the questions players ask most often.</p>',
      MY: '<p>Jawapan kepada soalan yang paling kerap ditanya.</p>',
      CN: '<p>玩家最常提出的问题解答。</p>',
      PT: '<p>Respostas às perguntas mais frequentes dos jogadores.</p>',
    },
    children: [
      {
        id: 'faq-register',
        title: {
          EN: 'How do I open an account?',
          MY: 'Bagaimana membuka akaun?',
          CN: '如何注册账户？',
          PT: 'Como abro uma conta?',
        },
        content: {
          EN: '<p>Choose <strong>Register</strong>, fill in a username and password (or your mobile number) and confirm you are 18 or older.</p>',
          MY: '<p>Pilih <strong>Daftar</strong>, isi nama pengguna dan kata laluan (atau nombor telefon) dan sahkan anda berumur 18 tahun ke atas.</p>',
          CN: '<p>点击<strong>注册</strong>，填写用户名和密码（或手机号码），并确认您已年满18岁。</p>',
          PT: '<p>Escolha <strong>Registar</strong>, indique um nome de utilizador e palavra-passe (ou o seu telemóvel) e confirme que tem 18 anos ou mais.</p>',
        },
      },
      {
        id: 'faq-password',
        title: {
          EN: 'I forgot my password',
          MY: 'Saya lupa kata laluan',
          CN: '忘记密码怎么办？',
          PT: 'Esqueci a palavra-passe',
        },
        content: {
          EN: '<p>Use <em>Forgot password</em> in the login window: we send a new password by e-mail or a code by SMS.</p>',
          MY: '<p>Gunakan <em>Lupa kata laluan</em> di tetingkap log masuk: kami hantar kata laluan baharu melalui e-mel atau kod melalui SMS.</p>',
          CN: '<p>在登录窗口点击<em>忘记密码</em>，我们会通过邮件发送新密码或通过短信发送验证码。</p>',
          PT: '<p>Use <em>Esqueci a palavra-passe</em> na janela de entrada: enviamos uma nova palavra-passe por e-mail ou um código por SMS.</p>',
        },
      },
      {
        id: 'faq-points',
        title: {
          EN: 'Do my points expire?',
          MY: 'Adakah mata saya luput?',
          CN: '积分会过期吗？',
          PT: 'Os meus pontos expiram?',
        },
        content: {
          EN: '<p>No. Points never expire; convert them to balance or redeem them in the points mall.</p>',
          MY: '<p>Tidak. Mata tidak pernah luput; tukarkan kepada baki atau tebus di pusat mata.</p>',
          CN: '<p>不会。积分永不过期，可兑换为余额或在积分商城兑换礼品。</p>',
          PT: '<p>Não. Os pontos nunca expiram; converta-os em saldo ou troque-os na loja de pontos.</p>',
        },
      },
    ],
  },
  {
    id: 'deposit',
    title: { EN: 'Deposits', MY: 'Deposit', CN: '存款', PT: 'Depósitos' },
    content: {
      EN: '<p>Open <strong>Deposit</strong>, pick a method and enter the amount. Bank transfers usually arrive within 5 minutes; you get a message when they do.</p>',
      MY: '<p>Buka <strong>Deposit</strong>, pilih kaedah dan masukkan jumlah. Pindahan bank biasanya tiba dalam 5 minit; anda akan menerima mesej apabila tiba.</p>',
      CN: '<p>打开<strong>存款</strong>，选择方式并输入金额。银行转账通常5分钟内到账，到账后您会收到站内信。</p>',
      PT: '<p>Abra <strong>Depósito</strong>, escolha um método e indique o valor. As transferências chegam normalmente em 5 minutos; recebe uma mensagem quando chegarem.</p>',
    },
  },
  {
    id: 'withdrawal',
    title: { EN: 'Withdrawals', MY: 'Pengeluaran', CN: '取款', PT: 'Levantamentos' },
    content: {
      EN: '<p>Withdrawals need a payment password. Status moves from <em>applying</em> to <em>passed</em> or <em>rejected</em>; please confirm receipt when the money arrives.</p>',
      MY: '<p>Pengeluaran memerlukan kata laluan pembayaran. Status berubah daripada <em>memohon</em> kepada <em>lulus</em> atau <em>ditolak</em>; sila sahkan penerimaan apabila wang tiba.</p>',
      CN: '<p>取款需要支付密码。状态由<em>申请中</em>变为<em>已通过</em>或<em>已拒绝</em>，到账后请确认收款。</p>',
      PT: '<p>Os levantamentos pedem a palavra-passe de pagamento. O estado passa de <em>em pedido</em> a <em>aprovado</em> ou <em>rejeitado</em>; confirme a receção quando o dinheiro chegar.</p>',
    },
  },
  {
    id: 'term',
    title: { EN: 'Terms and conditions', MY: 'Terma dan syarat', CN: '条款与条件', PT: 'Termos e condições' },
    content: {
      EN: '<h3>1. Eligibility</h3><p>You must be 18 or older to play at {brand}.</p><h3>2. Accounts</h3><p>One account per person. You are responsible for keeping your password secret.</p><h3>3. Bonuses</h3><p>Each promotion has its own terms; abuse voids the bonus.</p>',
      MY: '<h3>1. Kelayakan</h3><p>Anda mesti berumur 18 tahun ke atas untuk bermain di {brand}.</p><h3>2. Akaun</h3><p>Satu akaun bagi setiap orang. Anda bertanggungjawab merahsiakan kata laluan anda.</p><h3>3. Bonus</h3><p>Setiap promosi mempunyai terma sendiri; penyalahgunaan membatalkan bonus.</p>',
      CN: '<h3>1. 资格</h3><p>您须年满18岁方可在{brand}游戏。</p><h3>2. 账户</h3><p>每人仅限一个账户，请妥善保管密码。</p><h3>3. 红利</h3><p>各项活动另有条款，违规套利将取消红利。</p>',
      PT: '<h3>1. Elegibilidade</h3><p>Tem de ter 18 anos ou mais para jogar na {brand}.</p><h3>2. Contas</h3><p>Uma conta por pessoa. É responsável por manter a palavra-passe secreta.</p><h3>3. Bónus</h3><p>Cada promoção tem os seus termos; o abuso anula o bónus.</p>',
    },
  },
  {
    id: 'privacy',
    title: { EN: 'Privacy policy', MY: 'Dasar privasi', CN: '隐私政策', PT: 'Política de privacidade' },
    content: {
      EN: '<p>{brand} keeps only the data needed to run your account and never sells it. Passwords are stored as salted hashes.</p>',
      MY: '<p>{brand} hanya menyimpan data yang diperlukan untuk mengendalikan akaun anda dan tidak pernah menjualnya. Kata laluan disimpan sebagai cincangan bergaram.</p>',
      CN: '<p>{brand}仅保存运营账户所需的数据，绝不出售。密码以加盐哈希方式存储。</p>',
      PT: '<p>A {brand} guarda apenas os dados necessários para gerir a sua conta e nunca os vende. As palavras-passe são guardadas como hashes com sal.</p>',
    },
  },
  {
    id: 'responsible',
    title: { EN: 'Responsible gaming', MY: 'Permainan bertanggungjawab', CN: '理性游戏', PT: 'Jogo responsável' },
    content: {
      EN: '<p>Gaming should be fun. Set limits, take breaks and never chase losses.</p><ul><li>Your records show every deposit, withdrawal and bet, and what you won or lost over any period</li><li>To stop playing for a while, or to close your account, tell customer service</li></ul>',
      MY: '<p>Permainan sepatutnya menyeronokkan. Tetapkan had, berehat dan jangan mengejar kerugian.</p><ul><li>Rekod anda menunjukkan setiap deposit, pengeluaran dan pertaruhan, serta menang atau kalah bagi sebarang tempoh</li><li>Untuk berhenti bermain buat sementara waktu, atau menutup akaun anda, beritahu khidmat pelanggan</li></ul>',
      CN: '<p>游戏应当有趣。请设定限额、适时休息，切勿追损。</p><ul><li>您的记录显示每笔存款、取款和投注，以及任意时段的输赢</li><li>如需暂停游戏或关闭账户，请联系在线客服</li></ul>',
      PT: '<p>Jogar deve ser divertido. Defina limites, faça pausas e nunca tente recuperar perdas.</p><ul><li>Os seus registos mostram cada depósito, levantamento e aposta, e o que ganhou ou perdeu em qualquer período</li><li>Para deixar de jogar por um tempo, ou fechar a sua conta, fale com o apoio ao cliente</li></ul>',
    },
  },
];
