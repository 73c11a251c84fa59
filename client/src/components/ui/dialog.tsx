import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { focusWhatReplaced, placeOf, type FocusPlace } from '@/lib/focus-rescue';
import { useTranslation } from 'react-i18next';

/** An accessible modal dialog (focus trap, Escape to close) on Radix. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const opener = useRef<{ element: HTMLElement; place: FocusPlace } | null>(null);
  // What had focus as the dialog opened (before Radix moves it in), to give it back on close: a dialog
  // opened through the address (?login=1) has no trigger of Radix's own to return to.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = { element: active, place: placeOf(active) };
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            const field = firstField(event.currentTarget);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (!back) return;
            event.preventDefault();
            // What opened it, else (gone with what the dialog did: a chat ended) what took its place.
            if (back.element.isConnected) back.element.focus();
            else focusWhatReplaced(back.place);
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl focus:outline-none',
            className,
          )}
        >
          {/* First in the dialog, so Shift+Tab from its first control (a tab list) reaches it instead of being held there. */}
          <RadixDialog.Close className="absolute end-4 top-4 rounded p-1 text-muted hover:bg-slate-100" aria-label={t('close')}>
            <X className="h-5 w-5" />
          </RadixDialog.Close>
          <RadixDialog.Title className="pe-8 text-xl font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's first field to type in, if it has one: where a person expects to start. */
function firstField(content: EventTarget | null): HTMLElement | null {
  if (!(content instanceof HTMLElement)) return null;
  // Not a library's hidden form twin of a checkbox or switch (aria-hidden, out of the Tab order).
  const usable = ':not([disabled]):not([aria-hidden="true"]):not([tabindex="-1"])';
  return content.querySelector<HTMLElement>(`input:not([type="hidden"])${usable}, select${usable}, textarea${usable}`);
}
