/** Set on product images rendered outside islands; the value is the class list the placeholder takes over. */
export const FALLBACK_ATTRIBUTE = 'data-fallback-class';
/** The `<template>` holding the failed-image placeholder, rendered once per page by the store layout. */
export const FAILED_IMAGE_TEMPLATE_ID = 'image-failed';

function replace(image: HTMLImageElement): void {
  const template = document.getElementById(FAILED_IMAGE_TEMPLATE_ID) as HTMLTemplateElement | null;
  const placeholder = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!placeholder) return;
  placeholder.setAttribute('aria-label', `${image.alt}: image failed to load`);
  placeholder.className = `${placeholder.className} ${image.getAttribute(FALLBACK_ATTRIBUTE) ?? ''}`;
  image.replaceWith(placeholder);
}

function failed(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.hasAttribute(FALLBACK_ATTRIBUTE);
}

/**
 * Server-rendered product images outside islands have no React to swap in the "image failed" placeholder
 * (ProductImage does that inside islands): a failure that happened before this script ran is found by
 * looking, later ones by listening (error events do not bubble, so the listener captures).
 */
export function watchImageFailures(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) replace(image);
  }
  document.addEventListener(
    'error',
    (event) => {
      if (failed(event.target)) replace(event.target);
    },
    true,
  );
}
