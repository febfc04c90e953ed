import type { IconButtonProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { StudioFormContext } from './SectionForm.tsx';
import type { Texts } from './texts.ts';

/** The icons the list buttons show beside their words: simple strokes, drawn in the text's colour. */
const PATHS = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  remove: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  add: 'M12 5v14M5 12h14',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A list's button with its icon and its word, in the studio's language: what it does is on it,
 * not only in a tooltip, and it is large enough to hit (at least 24 px).
 */
function listButton(path: string, word: (texts: Texts) => string, look?: 'danger' | 'add') {
  return function ListButton({
    registry,
    uiSchema: _ui,
    iconType: _type,
    icon: _icon,
    className,
    title: _title,
    ...button
  }: IconButtonProps) {
    const { texts } = registry.formContext as StudioFormContext;
    const label: ReactNode = word(texts);
    return (
      <button
        type="button"
        className={['st-list-button', look && `is-${look}`, className].filter(Boolean).join(' ')}
        {...button}
      >
        <Icon path={path} />
        <span>{label}</span>
      </button>
    );
  };
}

/** rjsf's list buttons, replaced: its own draw icon-font glyphs the studio does not load. */
export const ITEM_BUTTONS = {
  MoveUpButton: listButton(PATHS.up, (texts) => texts.moveUp),
  MoveDownButton: listButton(PATHS.down, (texts) => texts.moveDown),
  RemoveButton: listButton(PATHS.remove, (texts) => texts.remove, 'danger'),
  CopyButton: listButton(PATHS.copy, (texts) => texts.copy),
  AddButton: listButton(PATHS.add, (texts) => texts.addItem, 'add'),
};
