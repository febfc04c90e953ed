import { useId, useRef, useState } from 'react';
import { widgets } from 'virtual:studio-schema';
import { widgetStudios } from '../../widgets/studioCatalogue.ts';
import { SCHEMA_WORDS } from './formSchemas.ts';
import { galleryFor, placeAt, type GalleryCard } from './gallery.ts';
import { mergedOf, type Path } from './inheritance.ts';
import type { StudioFormContext } from './SectionForm.tsx';

/**
 * Each widget's picture, rendered from its story by `npm run studio:thumbnails` (studio/thumbnails/<Type>.webp).
 * Built into the studio's own files: the studio's page allows images from itself only.
 */
const THUMBNAILS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../thumbnails/*.webp', { eager: true, query: '?url', import: 'default' }),
  ).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.webp'.length), url]),
);

/**
 * "Add a section" under a slot: a dialog of the widgets that fit this kind of slot, each a card with
 * its title, a line in plain words and its picture. Picking one appends it with its preset, so the
 * brand stays valid. A native modal dialog: the page behind is inert, Escape closes it, and focus
 * returns to the button that opened it.
 */
export function WidgetGallery({ path, context }: { path: Path; context: StudioFormContext }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [cards, setCards] = useState<GalleryCard[] | null>(null);
  const id = useId();
  const { texts } = context;

  const open = () => {
    // Worked out when opened, not on every render of the form: a centre's own slot differs from a screen's.
    const place = placeAt(mergedOf(context.parent as never, context.own as never), path);
    setCards(galleryFor(place, widgets, widgetStudios, SCHEMA_WORDS[context.language]));
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const pick = (card: GalleryCard) => {
    context.onAddWidget(path, card.node);
    close();
  };

  return (
    <div className="st-gallery">
      <button type="button" ref={opener} onClick={open}>
        {texts.addSection}
      </button>
      <dialog
        ref={dialog}
        className="st-gallery__dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => {
          setCards(null);
          opener.current?.focus();
        }}
      >
        <div className="st-gallery__head">
          <h2 id={`${id}-title`}>{texts.galleryTitle}</h2>
          <button type="button" onClick={close}>
            {texts.close}
          </button>
        </div>
        {cards && cards.length === 0 && <p>{texts.galleryEmpty}</p>}
        {cards && cards.length > 0 && (
          <ul className="st-gallery__cards">
            {cards.map((card) => (
              // The title is the button (its name); the whole card picks it (the button stretches over it).
              <li key={card.type} className="st-card">
                {THUMBNAILS[card.type] ? (
                  <img src={THUMBNAILS[card.type]} alt="" width={320} height={200} />
                ) : (
                  <span className="st-card__nothumb" aria-hidden="true" />
                )}
                <button
                  type="button"
                  className="st-card__pick"
                  aria-describedby={`${id}-${card.type}`}
                  onClick={() => pick(card)}
                >
                  {card.title}
                </button>
                <span id={`${id}-${card.type}`}>{card.summary}</span>
                {/* The type and the codes are the specification's own, in English in every language. */}
                <small lang="en">
                  {card.type}
                  {card.codes.length > 0 && ` · ${card.codes.join(', ')}`}
                </small>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </div>
  );
}
