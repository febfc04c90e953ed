// The floor's few texts, in Malay and English (the brand's own language first; `?lang=en` or
// `?lang=ms` picks one), through i18next as the site's are; set up synchronously, before the first render.
import i18next from 'i18next';
import { brand } from './brand.ts';

const resources = {
  ms: {
    translation: {
      login: 'Log masuk',
      register: 'Daftar',
      home: 'Laman utama',
      banners: 'Sepanduk',
      banner: 'Sepanduk {{index}} daripada {{count}}',
      notices: 'Notis',
      aurora: {
        headline: 'Cahaya utara, kemenangan lebih besar',
        body: 'Beribu-ribu slot, meja langsung dan pasaran sukan, semuanya di satu tempat.',
      },
      joinNow: 'Sertai sekarang',
      popular: 'Permainan popular',
      slots: 'Slot',
      more: 'Lagi {{section}}',
      hot: 'Hangat',
      copyright: '© 2026 {{brand}}. Hak cipta terpelihara.',
    },
  },
  en: {
    translation: {
      login: 'Log in',
      register: 'Register',
      home: 'Home',
      banners: 'Banners',
      banner: 'Banner {{index}} of {{count}}',
      notices: 'Notices',
      aurora: {
        headline: 'Northern lights, bigger wins',
        body: 'Thousands of slots, live tables and sports markets, all in one place.',
      },
      jade: {
        headline: 'Fortune favours the bold',
        body: 'Play live casino and lottery with fast payouts and daily rewards.',
      },
      joinNow: 'Join now',
      popular: 'Popular games',
      slots: 'Slots',
      more: 'More {{section}}',
      hot: 'Hot',
      copyright: '© 2026 {{brand}}. All rights reserved.',
    },
  },
};

const asked = new URLSearchParams(location.search).get('lang');
export const language = asked === 'en' || asked === 'ms' ? asked : brand.language;
document.documentElement.lang = language;

void i18next.init({
  resources,
  lng: language,
  fallbackLng: 'en',
  initAsync: false,
  // React escapes what it draws.
  interpolation: { escapeValue: false },
});

export const t = i18next.t.bind(i18next);
