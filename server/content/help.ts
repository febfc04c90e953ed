import type { ResponseOf } from '../../schemas/api/index.ts';
import type { Db } from '../db.ts';
import type { ContentLanguage } from './languages.ts';

export type HelpCentre = ResponseOf<'helpCenter'>;

interface SectionRow {
  id: string;
  parent_id: string | null;
  title: string;
  content: string;
}

/** The help centre of a brand in one language: top-level sections, each with its children (HELP-01). */
export function helpCentre(db: Db, brand: string, language: ContentLanguage): HelpCentre {
  const rows = db
    .prepare('SELECT id, parent_id, title, content FROM help_sections WHERE brand = ? AND language = ? ORDER BY sort')
    .all(brand, language) as SectionRow[];
  return rows
    .filter((row) => row.parent_id === null)
    .map((section) => ({
      id: section.id,
      title: section.title,
      content: section.content,
      children: rows
        .filter((row) => row.parent_id === section.id)
        .map((child) => ({ id: child.id, title: child.title, content: child.content })),
    }));
}
