import { isDevelopmentHost } from '../../engine/core/hosts.ts';
import { LANGUAGE_TABLE } from '../../schemas/brand/languages.ts';
import { escapeHtml } from '../services/text.ts';
import type { ChatRoom } from './chat.ts';
import { pickName, type ContentLanguage } from './languages.ts';
import { renderText, text, type TextKey } from '../texts/index.ts';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#14181f}
main{max-width:40rem;margin:0 auto;padding:1rem;display:flex;flex-direction:column;gap:1rem;min-height:100vh;box-sizing:border-box}
h1{font-size:1.25rem;margin:0}.log{flex:1;background:#fff;border:1px solid #c5ccd6;border-radius:.5rem;padding:1rem;list-style:none;margin:0}
.log li{margin:0 0 .75rem}form{display:flex;gap:.5rem}label{position:absolute;left:-9999px}
input{flex:1;padding:.6rem;border:1px solid #68758a;border-radius:.4rem;font:inherit}
button{padding:.6rem 1rem;border:0;border-radius:.4rem;background:#0b57d0;color:#fff;font:inherit;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}`;

/**
 * The chat room stand-in: a real platform hands over to a chat vendor here. The page is
 * accessible on its own (language, title, landmarks, a live log, a labelled input) and runs no script.
 */
export function chatRoomPage(room: ChatRoom, brandName: string, language: ContentLanguage): string {
  const modelName = pickName(room.names, language);
  const title = `${modelName} · ${brandName}`;
  const lang = LANGUAGE_TABLE[language].tag;
  const say = (key: Parameters<typeof text>[0]) => escapeHtml(renderText(language, text(key)));
  // The public support room does not know the visitor; a launched room greets the member by name.
  const greeting = escapeHtml(
    renderText(language, room.nickname ? text('chat.greetingNamed', { name: room.nickname }) : text('chat.greeting')),
  );
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(modelName)}</h1>
<ol class="log" role="log" aria-live="polite" aria-label="${say('chat.conversation')}">
<li><strong>${escapeHtml(brandName)}:</strong> ${greeting}</li>
</ol>
<form aria-describedby="chat-note"><label for="message">${say('chat.message')}</label><input id="message" name="message" autocomplete="off" placeholder="${say('chat.placeholder')}"><button type="button">${say('chat.send')}</button></form>
<p id="chat-note">${say('chat.note')}</p>
</main></body>
</html>`;
}

/**
 * A page that only tells the visitor something (an expired link, a closed site), in the room's style
 * and the reader's language (issue 26 item 7).
 */
export function chatNoticePage(title: string, message: string, language: ContentLanguage): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TABLE[language].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

/** A notice whose title and words are catalogue texts. */
export const chatNotice = (language: ContentLanguage, title: TextKey, message: TextKey): string =>
  chatNoticePage(renderText(language, text(title)), renderText(language, text(message)), language);

export const chatExpiredPage = (language: ContentLanguage): string =>
  chatNotice(language, 'chat.expired', 'chat.expiredBody');

/** The hosts a brand's site is served from, as CSP sources: `https://host`, and `http://host:*` for a development host. */
export function brandFrameSources(hosts: readonly string[]): string[] {
  return hosts.map((host) =>
    isDevelopmentHost(host) ? `http://${host.toLowerCase()}:*` : `https://${host.toLowerCase()}`,
  );
}

/** The chat pages run no script, and only the brand's own sites (and the platform itself) may frame them. */
export const chatPagePolicy = (hosts: readonly string[]): string =>
  `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${brandFrameSources(hosts).join(' ')}`.trim();
