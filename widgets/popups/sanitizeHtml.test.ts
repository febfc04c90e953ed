import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

const SITE = 'https://aurora.example';
const CDN = 'https://img.cdn.example';
const pictures = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll('img, video, audio, source')].map(
    (node) => node.getAttribute('src') ?? node.getAttribute('poster'),
  );
};

describe('pictures in HTML from the platform (issue 14, item 7)', () => {
  it('load only from the site itself and the image hosts of system status', () => {
    const clean = sanitizeHtml(
      `<img src="${SITE}/img/a.png" alt="a"><img src="${CDN}/b.png" alt="b"><img src="/img/c.svg" alt="c">` +
        '<img src="https://tracker.example/pixel.gif?u=1" alt="t"><img src="http://tracker.example/p.gif"><img src="//tracker.example/p.gif">' +
        `<img src="${CDN}.tracker.example/x.png"><img src="https://img.cdn.example@tracker.example/x.png">`,
      [SITE, CDN],
    );
    expect(pictures(clean)).toEqual([`${SITE}/img/a.png`, `${CDN}/b.png`, '/img/c.svg', null, null, null, null, null]);
    expect(clean).not.toContain('tracker.example');
  });

  it('takes no source lists, posters or media from elsewhere', () => {
    const clean = sanitizeHtml(
      '<img src="/a.png" srcset="https://tracker.example/a.png 2x"><video poster="https://tracker.example/p.png" src="https://tracker.example/v.mp4"></video>' +
        '<audio src="https://tracker.example/a.mp3"></audio><picture><source srcset="https://tracker.example/s.png"></picture>' +
        '<link rel="stylesheet" href="https://tracker.example/s.css"><table background="https://tracker.example/b.png"></table>',
      [SITE],
    );
    expect(clean).not.toContain('tracker.example');
    expect(clean).toContain('src="/a.png"');
  });

  it('without image hosts, only site paths load', () => {
    expect(pictures(sanitizeHtml(`<img src="${CDN}/b.png"><img src="/ok.png">`))).toEqual([null, '/ok.png']);
  });

  it('leaves links to anywhere: a link loads nothing until the player follows it', () => {
    expect(sanitizeHtml('<a href="https://elsewhere.example/page">more</a>')).toContain(
      'href="https://elsewhere.example/page"',
    );
  });
});
