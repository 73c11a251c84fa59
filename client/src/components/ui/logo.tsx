import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Solace mark and wordmark. Decorative: the link or heading around it carries the name. */
export function Logo({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  // Its own gradient id: with one shared id, a logo drew nothing where the first one was hidden (the sidebar on a phone).
  const fill = `solace-logo-fill-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#14b8a6" />
            <stop offset="1" stopColor="#0f766e" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill={`url(#${fill})`} />
        <path d="M10 18c2 3 10 3 12 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <circle cx="12" cy="13" r="1.8" fill="#fff" />
        <circle cx="20" cy="13" r="1.8" fill="#fff" />
      </svg>
      {!markOnly && (
        <span className="text-xl" translate="no">
          Solace
        </span>
      )}
    </span>
  );
}
