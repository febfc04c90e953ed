import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps {
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: string;
  onSelect: (id: string) => void;
  /** The panel the tabs switch (the form of the selected way); without it the form around the tabs is the panel. */
  children?: ReactNode;
}

/**
 * The choice between a form's ways (username or mobile, e-mail or phone): a tab list with the
 * arrow keys, Home and End moving between tabs (WAI-ARIA tabs pattern), and the panel they control.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const tabId = (tab: string) => `${panelId}-tab-${tab}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined || index < 0) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  const panel = children !== undefined;
  return (
    <>
      <div ref={list} className="lv-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={panel ? tabId(tab.id) : undefined}
            type="button"
            role="tab"
            data-tab={tab.id}
            className="lv-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={panel ? panelId : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panel && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
          {children}
        </div>
      )}
    </>
  );
}
