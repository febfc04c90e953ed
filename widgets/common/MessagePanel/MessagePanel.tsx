import { useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import type { MessagePanelProps } from './schema.ts';
import './MessagePanel.css';

export default function MessagePanel({ text, actions }: MessagePanelProps) {
  const { t } = useT();
  const { open } = useDialog();
  return (
    <div className="lv-message">
      <p className="lv-message__text">{t(text, { defaultValue: text })}</p>
      {actions.length > 0 && (
        <div className="lv-message__actions">
          {actions.map((action) => (
            <button
              key={`${action.dialog}-${action.label}`}
              type="button"
              className="lv-button lv-button--ghost"
              onClick={() => open(action.dialog)}
            >
              {t(action.label, { defaultValue: action.label })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
