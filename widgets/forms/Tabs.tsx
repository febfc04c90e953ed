import { useRef, type KeyboardEvent } from 'react';

export interface TabsProps {
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * The choice between a form's ways (username or mobile, e-mail or phone): a tab list with the
 * arrow keys moving between tabs (WAI-ARIA tabs pattern). The form below is the one panel.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div ref={list} className="lv-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab={tab.id}
          className="lv-tabs__tab"
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
