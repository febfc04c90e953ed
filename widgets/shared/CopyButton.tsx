import { useEffect, useState } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import texts from './copyTexts.json';
import './CopyButton.css';

/** Puts text on the clipboard: the Clipboard API where the page may use it, else the older copy command. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * A button that copies `text` and says so in words beside it (a live region), or says how to copy by
 * hand when the browser refuses. `label` names the button for what it copies ("Copy link"); where
 * the label shown is shorter ("Copy" beside each of several values), `name` is its accessible name
 * ("Copy account number"), which should begin with the label.
 */
export function CopyButton({
  text,
  label,
  name,
  className = 'lv-button',
}: {
  text: string;
  label: string;
  name?: string;
  className?: string;
}) {
  useTexts(texts);
  const { t } = useT();
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return undefined;
    const clear = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(clear);
  }, [said]);
  return (
    <span className="lv-copy">
      <button
        type="button"
        className={className}
        aria-label={name}
        onClick={async () => setSaid((await writeClipboard(text)) ? t('copy.copied', { text }) : t('copy.failed'))}
      >
        {label}
      </button>
      <span className="lv-copy__status" role="status">
        {said}
      </span>
    </span>
  );
}
