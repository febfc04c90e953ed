// What "fits a phone" means, measured in the page: nothing wider than the screen, no header controls
// on top of one another, touch targets of at least 44 × 44 px (issue 13).
import type { Page } from '@playwright/test';

/** Problems found at the page's current size, each naming the element; empty when the page fits. */
export async function layoutProblems(page: Page): Promise<string[]> {
  // A string, so the bundler's helpers never end up in the page.
  return page.evaluate(`(() => {
    const problems = [];
    const width = document.documentElement.clientWidth;
    const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (el.textContent ? ' "' + el.textContent.trim().slice(0, 30) + '"' : '');
    const shown = (el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
      }
      return true;
    };
    // An element past the right edge counts unless something around it scrolls or clips it (a carousel, a scrolling menu).
    const clipped = (el) => {
      for (let node = el.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width + 1) problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide on a ' + width + ' px screen');
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && box.left < width && !clipped(el) && shown(el);
    });
    for (const el of wide.slice(0, 3)) problems.push('past the right edge: ' + name(el) + ' (right ' + Math.round(el.getBoundingClientRect().right) + ')');
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1) problems.push('dialog ' + (dialog.getAttribute('data-dialog') || '') + ' scrolls sideways (' + dialog.scrollWidth + ' > ' + dialog.clientWidth + ')');
    }
    const header = document.querySelector('header.lv-header');
    if (header) {
      const controls = [...header.querySelectorAll('a, button, select, .lv-header__amount')].filter((el) => shown(el) && !el.closest('.lv-disclosure__panel, .lv-header__vendors, .lv-header__notice'));
      const boxes = controls.map((el) => [el, el.getBoundingClientRect()]);
      for (let i = 0; i < boxes.length; i += 1) {
        const [a, boxA] = boxes[i];
        if (boxA.left < -1 || boxA.right > width + 1) problems.push('header control off the screen: ' + name(a));
        for (let j = i + 1; j < boxes.length; j += 1) {
          const [b, boxB] = boxes[j];
          if (a.contains(b) || b.contains(a)) continue;
          const overlapX = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
          const overlapY = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
          if (overlapX > 1 && overlapY > 1) problems.push('header controls overlap: ' + name(a) + ' and ' + name(b));
        }
      }
    }
    const targets = [...document.querySelectorAll('header.lv-header a, header.lv-header button, header.lv-header select, .lv-tabbar a')].filter((el) => shown(el) && !el.closest('.lv-disclosure__panel, .lv-header__vendors'));
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.height < 43.5 || box.width < 43.5) problems.push('touch target under 44 px: ' + name(el) + ' (' + Math.round(box.width) + ' × ' + Math.round(box.height) + ')');
    }
    return problems;
  })()`);
}
