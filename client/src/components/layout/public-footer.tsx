import { Link, type To } from 'react-router-dom';
import { LifeBuoy } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

interface FooterColumn {
  title: string;
  links: { label: string; to: To }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'How It Works', to: { pathname: paths.home, hash: '#how-it-works' } },
      { label: 'Features', to: { pathname: paths.home, hash: '#features' } },
      { label: 'Pricing', to: { pathname: paths.home, hash: '#pricing' } },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', to: paths.contact },
      { label: 'Get help now', to: paths.crisisSupport },
    ],
  },
];

const linkClass =
  'rounded text-slate-600 transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The footer of every public page: site links, the legal pages and the note on professional help. */
export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="sm:col-span-3 lg:col-span-1">
            <Link to={paths.home} aria-label="Solace home" className={`inline-block ${linkClass}`}>
              <Logo />
            </Link>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted">
              A calm place to vent, feel heard and understand how you feel, by voice or by text.
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          role="note"
          aria-label="Not a replacement for professional help"
          className="mt-10 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-900"
        >
          <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Solace is not a replacement for professional help.</strong> It is an AI
            companion for everyday support, not therapy, counselling or medical care. If you are in crisis, call your
            local emergency number or{' '}
            <Link to={paths.crisisSupport} className="font-medium underline underline-offset-4">
              find a crisis line
            </Link>
            .
          </p>
        </div>
        <div className="mt-8 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Solace. All rights reserved.</p>
          <p>Made with care in Vancouver, Canada.</p>
        </div>
      </div>
    </footer>
  );
}
