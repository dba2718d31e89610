import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ImageView } from '~/domain/catalogue';
import { CAROUSEL_INTERVAL_MS } from '~/domain/constants';
import { useHydrated } from '../../lib/use-hydrated';
import { ProductImage } from './product-image';

interface ImageCarouselProps {
  images: ImageView[];
  /** Product name: the base of every alt text. */
  alt: string;
  autoPlay?: boolean;
  /** The carousel is the page's main picture: its first image loads eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
}

/** Previous or next, over the picture's edge; `side` places it. */
function StepButton({
  label,
  side,
  icon: Icon,
  onClick,
}: {
  label: string;
  side: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute ${side} top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white/90 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * Product pictures: auto-advances every 4 s (section 9), pauses while hovered or focused, wraps around,
 * previous/next buttons, thumbnails and arrow keys.
 */
export function ImageCarousel({
  images,
  alt,
  autoPlay = true,
  priority = false,
  sizes = '(min-width: 1024px) 40vw, 100vw',
}: ImageCarouselProps) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;
  const playing = autoPlay && count > 1 && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) {
    return <ProductImage src={null} alt={alt} sizes={sizes} className="aspect-[4/3] w-full rounded-2xl" />;
  }

  const carousel = {
    'aria-roledescription': 'carousel',
    'aria-label': `${alt} images`,
    className: 'flex flex-col gap-3',
  };
  const slide = (position: number) => ({
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${position + 1} of ${count}`,
  });
  const imageAlt = (position: number) => (count > 1 ? `${alt}, image ${position + 1} of ${count}` : alt);
  const slidePicture = (image: ImageView, position: number) => (
    <ProductImage
      src={image.image}
      srcSet={image.srcset}
      width={image.width}
      height={image.height}
      alt={imageAlt(position)}
      sizes={sizes}
      priority={priority && position === 0}
      className="size-full"
    />
  );

  if (!hydrated && count > 1) {
    // Before (or without) script every picture sits in a strip a person swipes through, one snapped per view.
    return (
      <section
        // A different key from the scripted carousel: React then mounts that one afresh instead of morphing the
        // strip's nodes into it, which browsers count as a layout shift of the whole picture (CLS 0.16).
        key="strip"
        {...carousel}
      >
        <div
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          data-testid="carousel-strip"
          // Focusable so the arrow keys scroll it too.
          tabIndex={0}
        >
          {images.map((image, position) => (
            <div
              key={image.id || position}
              {...slide(position)}
              id={`carousel-image-${position + 1}`}
              className="size-full shrink-0 snap-center snap-always p-4"
            >
              {slidePicture(image, position)}
            </div>
          ))}
        </div>
        {/* The same row as once scripted, so hydrating shifts nothing; links scroll the strip to their slide. */}
        <Thumbnails
          images={images}
          current={-1}
          renderLink={(position, className, picture) => (
            <a
              href={`#carousel-image-${position + 1}`}
              aria-label={`Show image ${position + 1} of ${count}`}
              className={className}
            >
              {picture}
            </a>
          )}
        />
      </section>
    );
  }

  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      key="scripted"
      {...carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses (WCAG 2.2.2); a mouse click leaves focus on a button but should not stop it for good.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-playing={playing ? 'true' : 'false'}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <div aria-live={playing ? 'off' : 'polite'} className="size-full">
          {images.map((image, position) => (
            <div
              key={image.id || position}
              {...slide(position)}
              aria-hidden={position !== current}
              className={`absolute inset-0 p-4 transition-opacity duration-500 motion-reduce:transition-none ${position === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {slidePicture(image, position)}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <StepButton
              label="Previous image"
              side="left-2"
              icon={ChevronLeft}
              onClick={() => go(current - 1)}
            />
            <StepButton
              label="Next image"
              side="right-2"
              icon={ChevronRight}
              onClick={() => go(current + 1)}
            />
            <p className="absolute bottom-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <Thumbnails
          images={images}
          current={current}
          renderLink={(position, className, picture) => (
            <button
              type="button"
              onClick={() => go(position)}
              aria-label={`Show image ${position + 1} of ${count}`}
              aria-current={position === current ? 'true' : undefined}
              className={className}
            >
              {picture}
            </button>
          )}
        />
      )}
    </section>
  );
}

interface ThumbnailsProps {
  images: ImageView[];
  current: number;
  renderLink: (position: number, className: string, picture: ReactNode) => ReactNode;
}

function Thumbnails({ images, current, renderLink }: ThumbnailsProps) {
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose an image">
      {images.map((image, position) => (
        <li key={image.id || position} className="shrink-0">
          {renderLink(
            position,
            `block size-16 overflow-hidden rounded-lg border-2 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${position === current ? 'border-brand-500' : 'border-slate-200 hover:border-slate-300'}`,
            <ProductImage
              src={image.variants[0]?.url ?? image.image}
              alt=""
              sizes="64px"
              width={image.width}
              height={image.height}
              className="size-full"
            />,
          )}
        </li>
      ))}
    </ul>
  );
}

/** A product's pictures in a dialog: no autoplay, as the person is reading the details beside them. */
export function DialogGallery({ images, alt, sizes }: { images: ImageView[]; alt: string; sizes: string }) {
  return <ImageCarousel images={images} alt={alt} autoPlay={false} sizes={sizes} />;
}
