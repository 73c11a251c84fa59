import { PublicPage } from '@/components/layout/public-page';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** The contact page at `/contact-us`. */
export function Component() {
  return (
    <PublicPage>
      <div className="bg-linear-to-b from-teal-50 to-background">
        <div className="mx-auto max-w-5xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            A question, an idea or something that did not work? Send us a message and a person from our team will get
            back to you.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-semibold text-foreground">
            Send us a message
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
