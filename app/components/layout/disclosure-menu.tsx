import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface DisclosureMenuProps {
  /** The button's content; `label` names it for assistive technology when the content is an icon. */
  trigger: ReactNode;
  label?: string;
  buttonClassName: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A navigation disclosure (the WAI-ARIA pattern for site menus of links): the button toggles a panel of links,
 * Escape closes it and returns focus, and it closes on a click outside or when focus leaves.
 */
export function DisclosureMenu({
  trigger,
  label,
  buttonClassName,
  align = 'start',
  children,
}: DisclosureMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen(!open)}
        data-state={open ? 'open' : 'closed'}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        {children}
      </div>
    </div>
  );
}
