import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|\/(?!\/)|#)/i;

let hooked = false;

/** Links from the platform open in a new tab and only with http(s) (DESIGN §6); anything else loses its href. */
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
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
 * DOMPurify without scripts, handlers, forms, frames or styles; links and images http(s) or
 * site-relative only.
 */
export function sanitizeHtml(html: string | undefined): string {
  if (!html) return '';
  hook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
