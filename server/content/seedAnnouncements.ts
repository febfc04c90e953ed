import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { currencySymbolFor } from '../brands.ts';
import { fillPlaceholders } from './fillPlaceholders.ts';
import { BANNERS, NOTICES, POPUPS } from './copy/announcementCopy.ts';
import { PROMOTIONS, PROMOTION_TERMS } from './copy/promotionCopy.ts';
import { brandContentLanguages, type ContentLanguage } from './languages.ts';
import { PROMOTION_IMAGE_SIZE, promotionImagePath } from './imagePaths.ts';

/** Banners, player notices, popups and promotions of one brand, in each of its languages (ANN-01). */
export function seedAnnouncements(db: Db, brand: PlatformBrand): void {
  const currency = currencySymbolFor(db, brand);
  const fill = (text: string) => fillPlaceholders(text, brand.name, currency);
  const insertBanner = db.prepare(
    `INSERT OR IGNORE INTO content_banners (id, brand, language, group_name, sort, headline, tagline, colour_from, colour_to, linkage_type, linkage)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO content_items (brand, id, language, kind, sort, title, content, promotion_type, execution, on_home, art)
     VALUES (@brand, @id, @language, @kind, @sort, @title, @content, @promotionType, @execution, @onHome, @art)`,
  );
  const item = {
    brand: brand.id,
    promotionType: null as string | null,
    execution: null as string | null,
    onHome: 0,
    art: null as string | null,
  };

  for (const language of brandContentLanguages(brand)) {
    BANNERS.forEach((banner, sort) => {
      insertBanner.run(
        `${brand.id}-${language}-${banner.key}`.toLowerCase(),
        brand.id,
        language,
        banner.group,
        sort,
        fill(banner.headline[language]),
        fill(banner.tagline[language]),
        banner.colours[0],
        banner.colours[1],
        banner.linkageType,
        banner.linkage ?? null,
      );
    });
    NOTICES.forEach((notice, sort) => {
      insertItem.run({
        ...item,
        id: notice.id,
        language,
        kind: 'notice',
        sort,
        title: fill(notice.title[language]),
        content: fill(notice.content[language]),
        promotionType: notice.promotionType ?? null,
        onHome: notice.onHome ? 1 : 0,
      });
    });
    POPUPS.forEach((popup, sort) => {
      insertItem.run({
        ...item,
        id: popup.id,
        language,
        kind: 'popup',
        sort,
        title: fill(popup.title[language]),
        content: fill(popup.content[language]),
        promotionType: popup.promotionType ?? null,
        execution: popup.execution,
      });
    });
    PROMOTIONS.forEach((promotion, sort) => {
      const title = fill(promotion.title[language]);
      const summary = fill(promotion.summary[language]);
      insertItem.run({
        ...item,
        id: promotion.id,
        language,
        kind: 'promotion',
        sort,
        title,
        promotionType: promotion.type,
        content: fill(promotionHtml(brand.id, promotion.id, language, title, summary)),
        art: JSON.stringify({ from: promotion.colours[0], to: promotion.colours[1], tagline: summary }),
      });
    });
  }
}

/** A promotion page: picture (absolute URL filled in per request from `{origin}`), summary and terms. */
function promotionHtml(
  brandId: string,
  promotionId: string,
  language: ContentLanguage,
  title: string,
  summary: string,
): string {
  const terms = PROMOTION_TERMS;
  const { width, height } = PROMOTION_IMAGE_SIZE;
  const alt = title.replaceAll('"', '&quot;');
  return [
    `<figure><img src="{origin}${promotionImagePath(brandId, promotionId, language)}" alt="${alt}" width="${width}" height="${height}" loading="lazy"></figure>`,
    `<p>${summary}</p>`,
    `<h4>${terms.heading[language]}</h4>`,
    `<ol><li>${terms.period[language]}</li><li>${terms.turnover[language]}</li><li>${terms.fair[language]}</li><li>${terms.final[language]}</li></ol>`,
  ].join('');
}
