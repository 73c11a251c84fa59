import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import { PublicAccountActions } from './public-account-actions';
import { SkipLinks } from './skip-links';

/** Landing-page sections; from any other page the links go back to the landing page and scroll. */
const sections = [
  { hash: '#home', label: 'header.home' },
  { hash: '#features', label: 'header.features' },
  { hash: '#pricing', label: 'header.pricing' },
] as const;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const navLinkClass = `block rounded-lg px-3 py-2 font-medium text-slate-600 transition-colors hover:bg-teal-50 hover:text-primary ${focusRing}`;

/** The header of every public page: logo, section links, account actions and a mobile menu. */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const menuId = useId();
  const { t } = useTranslation();

  // Following any link (a section, the login dialog) closes the menu.
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-white/85 backdrop-blur">
      <SkipLinks target="main" />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label={t('brand.home')} className={`rounded-lg ${focusRing}`}>
          <Logo />
        </Link>
        <nav aria-label={t('header.mainNav')} className="hidden md:block">
          <SectionLinks className="flex items-center gap-1 text-sm" />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          <PublicAccountActions layout="bar" />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={`inline-flex h-10 w-10 items-center justify-center rounded-lg text-foreground hover:bg-slate-100 md:hidden ${focusRing}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>
      {/* Laid over the page rather than pushing it down, so closing it never shifts a scroll under way. */}
      <div
        id={menuId}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-border bg-surface shadow-lg md:hidden"
      >
        <nav aria-label={t('header.mobileNav')} className="px-4 py-3">
          <SectionLinks className="flex flex-col gap-1 text-base" onNavigate={() => setMenuOpen(false)} />
        </nav>
        <div className="flex flex-col gap-2 border-t border-border px-4 py-4">
          <PublicAccountActions layout="menu" />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}

function SectionLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.hash}>
          <Link to={{ pathname: paths.home, hash: section.hash }} className={navLinkClass} onClick={onNavigate}>
            {t(section.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
