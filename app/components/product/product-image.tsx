import { ImageOff, Package } from 'lucide-react';
import { useCallback, useContext, useState } from 'react';
import { FALLBACK_ATTRIBUTE } from '../../islands/image-fallback';
import { InsideIsland } from '../../islands/context';

export interface ProductImageProps {
  src: string | null;
  srcSet?: string | null;
  alt: string;
  /** The rendered width, for the browser to pick a variant from `srcSet`. */
  sizes: string;
  width?: number;
  height?: number;
  /** The first visible image of a page: loaded eagerly and with high priority (largest contentful paint). */
  priority?: boolean;
  className?: string;
}

/**
 * A product or category picture: responsive variants, explicit dimensions (no layout shift), lazy below the
 * fold, a placeholder when there is no image and an error placeholder when the file fails to load.
 */
export function ProductImage({
  src,
  srcSet,
  alt,
  sizes,
  width = 800,
  height = 800,
  priority = false,
  className = '',
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const inIsland = useContext(InsideIsland);
  // A server-rendered image can fail before React hydrates and attaches onError; check it once mounted.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (!src) {
    return (
      <div
        role="img"
        aria-label={`${alt}: no image available`}
        className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-400 ${className}`}
      >
        <Package className="size-10" aria-hidden="true" />
        <span className="text-xs font-medium text-slate-600">No image</span>
      </div>
    );
  }
  if (failed) return <FailedImage alt={alt} className={className} />;
  return (
    <img
      ref={checkLoaded}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width || 800}
      height={height || 800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      {...(inIsland ? {} : { [FALLBACK_ATTRIBUTE]: className })}
      className={`object-contain ${className}`}
    />
  );
}

/** Also the template (in the store layout) that app/islands/image-fallback.ts copies for server-only images. */
export function FailedImage({ alt, className = '' }: { alt: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${alt}: image failed to load`}
      className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-400 ${className}`}
    >
      <ImageOff className="size-10" aria-hidden="true" />
      <span className="text-xs font-medium text-slate-600">Image unavailable</span>
    </div>
  );
}
