import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/layout/public-page';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** The contact page at `/contact-us`. */
export function Component() {
  const { t } = useTranslation('contact');
  return (
    <PublicPage>
      <div className="bg-linear-to-b from-teal-50 to-background">
        <div className="mx-auto max-w-5xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('page.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            {t('page.lead')}
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-semibold text-foreground">
            {t('page.formTitle')}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <ContactDetails />
      </div>
    </PublicPage>
  );
}
