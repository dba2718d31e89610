import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert, CircleCheck, Loader2, X } from 'lucide-react';
import { useEffect, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-60',
};

/** Class names of the back office's buttons, for links that look like buttons too. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || busy}
      className={buttonClass(variant, className)}
      {...rest}
    >
      {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

/** A link that looks like one of the back office's buttons. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...link
}: Omit<LinkProps, 'className'> & { variant?: Variant; className?: string }) {
  return <Link className={buttonClass(variant, className)} {...link} />;
}

/** The heading row of a back-office screen: title, optional description and actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A white card that groups a form or a table. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {children}
    </section>
  );
}

/** A person's initial in a circle, standing in for a photo; `className` gives its display and colours. */
export function InitialAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold uppercase`}
    >
      {name.charAt(0)}
    </span>
  );
}

/** Green success or red error text, announced to screen readers (spec: errors in red, success in green). */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const success = tone === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        success ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-700'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 whitespace-pre-line">{children}</div>
    </div>
  );
}

/** Loading line for lists and forms. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 px-4 py-8 text-sm text-slate-600">
      <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />
      {label}
    </p>
  );
}

/** Clears a message after `ms`; the spec's auto-clear timings (3 s, 5 s, 7 s) use it. */
export function useAutoClear(value: unknown, clear: () => void, ms: number): void {
  useEffect(() => {
    if (value === null || value === undefined || value === '') return;
    const timer = window.setTimeout(clear, ms);
    return () => window.clearTimeout(timer);
  }, [value, clear, ms]);
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
}

/** A modal question with Cancel and a confirming action (delete confirmations, the logout question). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Button variant={tone} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
          <CloseButton className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Shared look of admin form fields. */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-50';

export const labelClass = 'block text-sm font-medium text-slate-800';

/** A panel's heading after its icon, which it sizes and colours. */
export function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 [&_svg]:size-5 [&_svg]:text-brand-600">
      {icon}
      {children}
    </h2>
  );
}

/** The title row of a list's panel, with how many rows it holds once they are loaded. */
export function PanelHeading({ icon, title, count }: { icon: ReactNode; title: string; count?: number }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
      <CardHeading icon={icon}>{title}</CardHeading>
      {count !== undefined && count > 0 && (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {count}
        </span>
      )}
    </div>
  );
}

/** The end of a form page: Cancel back to the list, and the submit button (below it on phones). */
export function FormActions({
  cancelTo,
  submitLabel,
  busy,
  disabled,
}: {
  cancelTo: string;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClass('secondary')}>
        Cancel
      </Link>
      <Button type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The × that closes a dialog; `className` places it (and may restyle it, as the dark menu does). */
export function CloseButton({ label = 'Close', className }: { label?: string; className: string }) {
  return (
    <Dialog.Close aria-label={label} className={className}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
