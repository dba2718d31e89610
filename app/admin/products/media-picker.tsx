import { ImagePlus, RotateCcw, Trash2, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import type { ImageView } from '~/domain/catalogue';
import { adminMessages } from '~/domain/admin-messages';
import { ImageFileInput } from '../shared/image-file-input';
import { Button, labelClass } from '../shared/ui';

/** A chosen file and its preview (an object URL the owner revokes). */
export interface PendingImage {
  file: File;
  url: string;
}

interface MediaPickerProps {
  id: string;
  pending: PendingImage[];
  onAdd: (files: File[]) => void;
  onRemove: (item: PendingImage) => void;
  existing?: ImageView[];
  removedIds?: ReadonlySet<number>;
  onToggleRemove?: (imageId: number) => void;
  disabled?: boolean;
}

const tileClass = 'group relative aspect-square overflow-hidden rounded-lg border bg-slate-100';

/** The round button in an image tile's corner that removes the image (or undoes that); `children` is its icon. */
function TileButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      aria-label={props.label}
      onClick={props.onClick}
      className="absolute top-1 right-1 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
    >
      {props.children}
    </button>
  );
}

/**
 * The spec's Media block: a 'Choose Files' button (image/*, several at once), the count of chosen files,
 * previews removable before upload, and on the edit screen the stored images, each removable with undo. The
 * images marked for removal go with the form, by id.
 */
export function MediaPicker({
  id,
  pending,
  onAdd,
  onRemove,
  existing = [],
  removedIds = new Set(),
  onToggleRemove,
  disabled = false,
}: MediaPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = `${id}-status`;

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {adminMessages.productForm.mediaLabel}
      </label>
      <p className="mt-1 text-xs text-slate-500">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3">
        <ImageFileInput
          ref={inputRef}
          id={id}
          multiple
          tabIndex={-1}
          aria-describedby={statusId}
          disabled={disabled}
          onFiles={(chosen) => {
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
        <Button variant="secondary" disabled={disabled} onClick={() => inputRef.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {adminMessages.productForm.chooseFiles}
        </Button>
        <span id={statusId} className="text-sm text-slate-600" aria-live="polite">
          {pending.length === 0
            ? adminMessages.productForm.noFilesSelected
            : adminMessages.productForm.filesSelected(pending.length)}
        </span>
      </div>

      {existing
        .filter((image) => removedIds.has(image.id))
        .map((image) => (
          <input key={image.id} type="hidden" name="remove_image" value={image.id} />
        ))}
      {(existing.length > 0 || pending.length > 0) && (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 xl:grid-cols-5" aria-label="Product images">
          {existing.map((image, index) => {
            const removed = removedIds.has(image.id);
            return (
              <li
                key={`existing-${image.id}`}
                className={`${tileClass} ${removed ? 'border-red-300' : 'border-slate-200'}`}
                data-testid="existing-image"
                data-removed={removed || undefined}
              >
                <img
                  src={image.image}
                  srcSet={image.srcset}
                  sizes="160px"
                  alt={`Product image ${index + 1}`}
                  className={`size-full object-cover ${removed ? 'opacity-30 grayscale' : ''}`}
                />
                {removed && (
                  <span className="absolute inset-x-1 bottom-1 rounded bg-red-600/90 px-1 py-0.5 text-center text-[10px] font-semibold text-white">
                    {adminMessages.productForm.markedForRemoval}
                  </span>
                )}
                <TileButton
                  label={removed ? `Undo removing image ${index + 1}` : `Remove image ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onToggleRemove?.(image.id)}
                >
                  {removed ? (
                    <RotateCcw aria-hidden="true" className="size-4" />
                  ) : (
                    <Trash2 aria-hidden="true" className="size-4" />
                  )}
                </TileButton>
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={item.url} className={`${tileClass} border-brand-300`} data-testid="new-image">
              <img src={item.url} alt={`Preview of ${item.file.name}`} className="size-full object-cover" />
              <span className="absolute inset-x-1 bottom-1 truncate rounded bg-slate-900/70 px-1 py-0.5 text-[10px] text-white">
                {item.file.name}
              </span>
              <TileButton
                label={`Remove ${item.file.name}`}
                disabled={disabled}
                onClick={() => onRemove(item)}
              >
                <X aria-hidden="true" className="size-4" />
              </TileButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
