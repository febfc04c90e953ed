import { useMemo } from 'react';
import { resolveScreen } from '../core/screens.ts';
import { CentreView } from './centre/CentreView.tsx';
import { useBrand, useConditionContext, useT } from './context.tsx';
import { ShellContext } from './shell.ts';
import { WidgetSlot } from './WidgetHost.tsx';

/** Renders a screen inside the site shell: header, side menu, main slot and footer from brand JSON. */
export function ScreenRenderer({ screenId }: { screenId: string }) {
  const brand = useBrand();
  const context = useConditionContext();
  const { t } = useT();
  const resolved = useMemo(() => resolveScreen(brand, screenId, context), [brand, screenId, context]);
  const hasSide = resolved.slots.side.length > 0;
  const shell = useMemo(() => ({ hasSide }), [hasSide]);
  const { title: titleKey } = resolved.screen;
  const title = titleKey ? t(titleKey, { defaultValue: titleKey }) : brand.name;
  return (
    <ShellContext.Provider value={shell}>
      <div className={hasSide ? 'lv-shell' : 'lv-shell lv-shell--no-side'} data-screen={screenId}>
        <a className="lv-skip-link" href="#lv-main">{t('engine.skipToContent')}</a>
        <div className="lv-shell__header"><WidgetSlot nodes={resolved.slots.header} /></div>
        {hasSide && <div className="lv-shell__side"><WidgetSlot nodes={resolved.slots.side} /></div>}
        <main id="lv-main" className="lv-shell__main" tabIndex={-1}>
          <WidgetSlot nodes={resolved.slots.main} />
          {resolved.screen.pages && <CentreView pages={resolved.screen.pages} label={title} selection={{ kind: 'url' }} />}
        </main>
        {resolved.slots.footer.length > 0 && <div className="lv-shell__footer"><WidgetSlot nodes={resolved.slots.footer} /></div>}
      </div>
    </ShellContext.Provider>
  );
}
