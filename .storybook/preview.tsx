import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fakePlatform, okReply, type FakeRoutes } from '../tests/support/fakePlatform.ts';
import { callRoutes } from '../schemas/generated/callRoutes.ts';
import { createEngine } from '../engine/react/createEngine.ts';
import { EngineProvider, useT, type Engine } from '../engine/react/context.tsx';
import { DialogHost } from '../engine/react/dialogs/DialogHost.tsx';
import { loadAllEngineTexts } from '../engine/i18n/createI18n.ts';
import { tagOf } from '../schemas/brand/languages.ts';
import { themeStyle } from '../engine/theme/applyTheme.ts';
import { brandIds, runtimeBrand } from '../stories/brands.ts';
import type { MemberInfo } from '../engine/state/session.ts';
import type { ComplianceProfile } from '../schemas/compliance/profiles.ts';
import { TOKEN_STORAGE_KEY } from '../engine/api/tokenStorage.ts';
import { createWidgetRegistry } from '../widgets/catalogue.ts';
// The page-wide rules the player loads (buttons, shell, dialogs), so stories look as the site does.
import '../engine/theme/base.css';

const LOCALES = ['MY', 'EN', 'CN', 'PT'];

/**
 * How a story is framed: 'widget' (default) puts it in a padded main landmark, as on a screen;
 * 'page' gives a whole page (system pages) a bare frame, since the page brings its own landmarks.
 */
type Frame = 'widget' | 'page';

interface FrameProps {
  brandId: string;
  locale: string;
  frame: Frame;
  /** The story's platform answers by path (parameters.platform); no story reaches a network. */
  platform: FakeRoutes;
  /** Who is logged in (parameters.session): a member and their balance; a visitor by default. */
  session: StorySession | undefined;
  /** The address the story starts at (parameters.route, e.g. '/rng?filter=HOT'); '/' by default. */
  route: string;
  /**
   * The licence the brand runs under in this story (parameters.complianceProfile), for widgets only a
   * licence switches on (issue 29); the brand's own by default.
   */
  complianceProfile: ComplianceProfile | undefined;
  children: React.ReactNode;
}

/** The designer's note above a story, in the studio's neutral colours rather than the brand's. */
const NOTE_STYLE: CSSProperties = {
  margin: '0 0 12px',
  padding: '6px 10px',
  border: '1px solid #9a6b00',
  borderRadius: 4,
  background: '#fff6e0',
  color: '#1b1f24',
  fontFamily: 'system-ui, sans-serif',
};

function BrandFrame({ brandId, locale, frame, platform, session, route, complianceProfile, children }: FrameProps) {
  const [engine, setEngine] = useState<Engine | null>(null);
  // The balance is an answer like any other (the data client reads walletBalance): a story's
  // session balance is what its platform answers, unless the story answers it itself.
  const routes = useMemo<FakeRoutes>(
    () =>
      session?.balance
        ? {
            [callRoutes.walletBalance.path]: okReply({
              balance: session.balance.amount,
              currencySymbol: session.balance.currencySymbol,
            }),
            ...platform,
          }
        : platform,
    [platform, session],
  );
  useEffect(() => {
    let live = true;
    const own = runtimeBrand(brandId);
    const brand = complianceProfile ? { ...own, compliance: { ...own.compliance, profile: complianceProfile } } : own;
    const language = (brand.languages.supported as string[]).includes(locale) ? locale : brand.languages.default;
    // Each story is a fresh tab: nothing remembered from the story before (popups closed, a prompt
    // already shown). Its logged-in player holds a session token as a real one does, so what asks
    // for a login (a member dialog, a member page) lets them in; a visitor's story has none.
    sessionStorage.clear();
    if (session?.member) sessionStorage.setItem(TOKEN_STORAGE_KEY, 'story-session');
    // Stories fail calls on purpose to show error states: the fake platform's failures are not logged.
    void createEngine({
      brand,
      registry: createWidgetRegistry(),
      language,
      adapter: fakePlatform(routes).adapter,
      log: () => undefined,
      member: session?.member ?? null,
    }).then((created) => {
      if (live) setEngine(created);
    });
    return () => {
      live = false;
    };
  }, [brandId, locale, routes, session, complianceProfile]);
  if (!engine) return <p>Loading…</p>;
  const style = {
    ...themeStyle(engine.brand.theme),
    background: 'var(--lv-color-background)',
    color: 'var(--lv-color-text)',
    fontFamily: 'var(--lv-font-body)',
    padding: frame === 'page' ? 0 : '1rem',
    minHeight: '100%',
  } as CSSProperties;
  const supported = engine.brand.languages.supported as string[];
  // A language the brand does not speak is said, never silently replaced by its default.
  const note = supported.includes(locale) ? null : (
    <p role="note" data-story-language="fallback" style={NOTE_STYLE}>
      {engine.brand.id} speaks {supported.join(', ')}, not {locale}: shown in {engine.brand.languages.default}.
    </p>
  );
  return (
    <EngineProvider engine={engine}>
      <MemoryRouter initialEntries={[route]}>
        {frame === 'page' ? (
          <div data-brand={engine.brand.id} style={style}>
            {note}
            {children}
          </div>
        ) : (
          <BrandMain brandId={engine.brand.id} style={style}>
            {note}
            {children}
            <DialogHost />
          </BrandMain>
        )}
      </MemoryRouter>
    </EngineProvider>
  );
}

/** The story's landmark, in the current language as a BCP 47 tag (axe checks `lang`). */
function BrandMain({ brandId, style, children }: { brandId: string; style: CSSProperties; children: React.ReactNode }) {
  const { language } = useT();
  return (
    <main lang={tagOf(language)} data-brand={brandId} style={style}>
      {children}
    </main>
  );
}

const NO_PLATFORM: FakeRoutes = {};

/** A story's logged-in player: `parameters.session = { member, balance }`. */
export interface StorySession {
  member: MemberInfo;
  /** What the platform answers for the balance (walletBalance). */
  balance?: { amount: string; currencySymbol: string };
}

const withEngine: Decorator = (Story, context) => {
  const brandId = (context.globals.brand as string | undefined) ?? brandIds[0] ?? 'aurora';
  const locale = (context.globals.locale as string | undefined) ?? 'EN';
  const frame: Frame = context.parameters.engineFrame === 'page' ? 'page' : 'widget';
  const platform = (context.parameters.platform as FakeRoutes | undefined) ?? NO_PLATFORM;
  const session = context.parameters.session as StorySession | undefined;
  return (
    <BrandFrame
      key={`${brandId}-${locale}`}
      brandId={brandId}
      locale={locale}
      frame={frame}
      platform={platform}
      session={session}
      route={(context.parameters.route as string | undefined) ?? '/'}
      complianceProfile={context.parameters.complianceProfile as ComplianceProfile | undefined}
    >
      <Story />
    </BrandFrame>
  );
};

const preview: Preview = {
  // The engine's texts are a chunk per language (the site loads the player's only); stories start
  // their engines with every language at hand.
  beforeAll: loadAllEngineTexts,
  decorators: [withEngine],
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((code) => ({ value: code, title: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: brandIds[0] ?? 'aurora', locale: 'EN' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
