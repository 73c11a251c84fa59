import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { languages, type LanguageCode } from '@shared/preferences';
import { useMe } from '@/lib/auth';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';

/**
 * The language of the public pages for someone signed out, remembered on this device. Signed in, the
 * profile's language rules (changed in Settings), so the switch is not shown.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const id = useId();
  if (isPending || me) return null;
  return (
    <div className={`relative flex items-center ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute start-2.5 h-4 w-4 text-slate-500" aria-hidden="true" />
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void chooseLanguage(event.target.value as LanguageCode)}
        className="h-9 min-w-0 rounded-lg border border-border bg-white py-1 ps-8 pe-2 text-sm text-slate-700 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
