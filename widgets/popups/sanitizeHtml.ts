import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|\/(?!\/)|#)/i;
/** Attributes that make the browser fetch something as the page opens. */
const FETCHING = ['src', 'poster', 'background', 'lowsrc', 'dynsrc', 'longdesc'];
/** Attributes that name several sources at once: never taken from the platform's HTML. */
const SOURCE_LISTS = ['srcset', 'imagesrcset'];

let hooked = false;
/** The origins pictures may come from, for the sanitize call under way (DOMPurify's hooks are global). */
let pictureOrigins: readonly string[] = [];

/** A site path, or an absolute http(s) address on one of the allowed origins. */
function fetchAllowed(value: string): boolean {
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return true;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && pictureOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/** Links from the platform open in a new tab and only with http(s) (DESIGN §6); anything else loses its href. */
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    // Whatever loads by itself comes only from the site or its image hosts: a picture from anywhere
    // else would tell its owner who reads the notice (issue 14).
    for (const attribute of FETCHING) {
      const value = node.getAttribute(attribute);
      if (value !== null && !fetchAllowed(value)) node.removeAttribute(attribute);
    }
    for (const attribute of SOURCE_LISTS) node.removeAttribute(attribute);
    // A picture the platform gave no text for is decorative to a screen reader.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML from the platform (notices, announcements, popups: ANN-04, ANN-06) made safe to show:
 * DOMPurify without scripts, handlers, forms, frames or styles; links http(s) or site-relative;
 * pictures and other sources only site-relative or on `imageOrigins` (the site's own origin and
 * system status's image hosts).
 */
export function sanitizeHtml(html: string | undefined, imageOrigins: readonly string[] = []): string {
  if (!html) return '';
  hook();
  pictureOrigins = imageOrigins;
  try {
    return DOMPurify.sanitize(html, {
      FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'link',
        'meta',
        'base',
      ],
      FORBID_ATTR: ['style'],
    });
  } finally {
    pictureOrigins = [];
  }
}
