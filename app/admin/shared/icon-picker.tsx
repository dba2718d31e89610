import { ImageIcon, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { ImageFileInput } from './image-file-input';
import { labelClass } from './ui';

interface IconPickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The icon already stored, shown until a new file is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
}

/**
 * Preview URL of the chosen file: made when a file is chosen, released when another replaces it or the screen
 * closes. A preview belongs to its file, so a form that clears the file hides the preview too.
 */
function useFilePreview(file: File | null): [string | null, (chosen: File | null) => void] {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  const choose = (chosen: File | null) =>
    setPreview(chosen ? { file: chosen, url: URL.createObjectURL(chosen) } : null);
  return [preview && preview.file === file ? preview.url : null, choose];
}

/** A single-image chooser with a preview and the file name (the category icon's media chooser). */
export function IconPicker({ label, file, onChange, currentUrl = null, disabled = false }: IconPickerProps) {
  const id = useId();
  const [previewUrl, choosePreview] = useFilePreview(file);
  const shown = previewUrl ?? currentUrl;

  return (
    <div>
      <span className={labelClass} id={`${id}-label`}>
        {label}
      </span>
      <div className="mt-1.5 flex items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
          {shown ? (
            <img
              src={shown}
              alt={file ? `Preview of ${file.name}` : 'Current icon'}
              className="size-full object-contain"
              data-testid="icon-preview"
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-7 text-slate-300" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <ImageFileInput
            id={id}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            className="peer"
            onFiles={([chosen = null]) => {
              choosePreview(chosen);
              onChange(chosen);
            }}
          />
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50"
          >
            <Upload aria-hidden="true" className="size-4" />
            Choose File
          </label>
          <p className="mt-1.5 truncate text-xs text-slate-600" data-testid="icon-file-name">
            {file
              ? file.name
              : currentUrl
                ? adminMessages.categoriesStaff.currentIconKept
                : adminMessages.categoriesStaff.noFileChosen}
          </p>
        </div>
      </div>
    </div>
  );
}
