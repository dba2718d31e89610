import type { InputHTMLAttributes, Ref } from 'react';

type ImageFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** The files just chosen; none when the choice was cancelled. */
  onFiles: (files: File[]) => void;
};

/**
 * The image pickers' file input, visually hidden behind the picker's own button or label. It keeps no files
 * itself: each choice is handed over and the input emptied, so the same file can be chosen again after it was
 * removed or the form was cleared.
 */
export function ImageFileInput({ onFiles, className = '', ...rest }: ImageFileInputProps) {
  return (
    <input
      type="file"
      accept="image/*"
      className={`sr-only ${className}`.trim()}
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        event.target.value = '';
      }}
      {...rest}
    />
  );
}
