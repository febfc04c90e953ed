import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { HELP_SECTIONS } from './copy/helpCopy.ts';
import { brandContentLanguages } from './languages.ts';

/** Help-centre sections and their children in each of the brand's languages (HELP-01). */
export function seedHelp(db: Db, brand: PlatformBrand): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO help_sections (brand, id, language, parent_id, sort, title, content) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const fill = (text: string) => text.replaceAll('{brand}', brand.name);
  for (const language of brandContentLanguages(brand)) {
    HELP_SECTIONS.forEach((section, sort) => {
      insert.run(
        brand.id,
        section.id,
        language,
        null,
        sort,
        fill(section.title[language]),
        fill(section.content[language]),
      );
      section.children?.forEach((child, childSort) => {
        insert.run(
          brand.id,
          child.id,
          language,
          section.id,
          childSort,
          fill(child.title[language]),
          fill(child.content[language]),
        );
      });
    });
  }
}
