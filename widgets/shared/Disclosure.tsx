import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useOutsidePointer } from './useOutsidePointer.ts';

interface Props {
  /** The button's content; `label` names it for assistive technology when the content is an icon. */
  button: ReactNode;
  label?: string;
  buttonClassName?: string;
  className?: string;
  /** The panel; `close` lets a choice inside close it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a panel below it (account menu, customer service): Escape and a
 * click elsewhere close it, and Escape returns focus to the button.
 */
export function Disclosure({ button, label, buttonClassName, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsidePointer(root, open, close);
  return (
    <div
      ref={root}
      className={['lv-disclosure', className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div id={panelId} className="lv-disclosure__panel" hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}
