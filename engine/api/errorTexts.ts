/**
 * Catalogue texts for gateway failures (ERR-15, ERR-19, ERR-20, ERR-21, ERR-23, SHELL-02, SHELL-03, and
 * the password change a session must make first: AUTH-05, AUTH-06),
 * keyed by language code like widgets' locales.json, to be merged into the engine bundles under
 * `errors`. `canceled` is never shown; it is here so every textKey resolves.
 */
export interface ErrorTexts {
  errors: {
    network: string;
    timeout: string;
    notLoggedIn: string;
    maintenance: string;
    restricted: string;
    domain: string;
    passwordChange: string;
    unknown: string;
    canceled: string;
    retry: string;
  };
}

export const ERROR_TEXTS: Record<'EN' | 'CN' | 'MY' | 'PT', ErrorTexts> = {
  EN: {
    errors: {
      network: 'Network link abnormal, please try again.',
      timeout: 'The page is taking too long to open. Please check your network.',
      notLoggedIn: 'You are not logged in. Please log in.',
      maintenance: 'The system is under maintenance. Please come back later.',
      restricted: 'Access is restricted from your IP address or region.',
      domain: 'Invalid URL or domain check failed. Please contact customer service.',
      passwordChange: 'Please choose a new password first.',
      unknown: 'Unknown or system error. Please try again later.',
      canceled: 'Request canceled.',
      retry: 'Retry',
    },
  },
  CN: {
    errors: {
      network: '网络连接异常，请重试。',
      timeout: '页面打开时间过长，请检查网络。',
      notLoggedIn: '您尚未登录，请先登录。',
      maintenance: '系统维护中，请稍后再来。',
      restricted: '您所在的 IP 地址或地区已被限制访问。',
      domain: '网址无效或域名校验失败，请联系客服。',
      passwordChange: '请先设置新密码。',
      unknown: '未知错误或系统错误，请稍后再试。',
      canceled: '请求已取消。',
      retry: '重试',
    },
  },
  MY: {
    errors: {
      network: 'Sambungan rangkaian tidak normal, sila cuba lagi.',
      timeout: 'Halaman mengambil masa terlalu lama untuk dibuka. Sila semak rangkaian anda.',
      notLoggedIn: 'Anda belum log masuk. Sila log masuk.',
      maintenance: 'Sistem sedang diselenggara. Sila kembali sebentar lagi.',
      restricted: 'Akses disekat dari alamat IP atau wilayah anda.',
      domain: 'URL tidak sah atau semakan domain gagal. Sila hubungi khidmat pelanggan.',
      passwordChange: 'Sila pilih kata laluan baharu dahulu.',
      unknown: 'Ralat tidak diketahui atau ralat sistem. Sila cuba lagi kemudian.',
      canceled: 'Permintaan dibatalkan.',
      retry: 'Cuba lagi',
    },
  },
  PT: {
    errors: {
      network: 'Falha na ligação de rede, tente novamente.',
      timeout: 'A página está a demorar demasiado a abrir. Verifique a sua rede.',
      notLoggedIn: 'Não tem sessão iniciada. Inicie sessão.',
      maintenance: 'O sistema está em manutenção. Volte mais tarde.',
      restricted: 'O acesso está restrito a partir do seu endereço IP ou região.',
      domain: 'URL inválido ou falha na verificação do domínio. Contacte o apoio ao cliente.',
      passwordChange: 'Escolha primeiro uma nova palavra-passe.',
      unknown: 'Erro desconhecido ou de sistema. Tente novamente mais tarde.',
      canceled: 'Pedido cancelado.',
      retry: 'Tentar novamente',
    },
  },
};
