import { Mic } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

function firstName(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

function greeting(name: string | null, returning: boolean): string {
  const welcome = returning ? 'Welcome back' : 'Welcome';
  return name ? `${welcome}, ${name}!` : `${welcome}!`;
}

/**
 * The greeting at the top of the overview. "Welcome back" only to someone who has been here before,
 * which the overview knows once loaded (`returning` is undefined until then: the line keeps its place).
 */
export function WelcomeBanner({ fullName, returning }: { fullName: string | null; returning: boolean | undefined }) {
  const name = firstName(fullName);
  return (
    <section className="rounded-2xl bg-gradient-to-br from-primary to-teal-600 p-6 text-primary-foreground shadow-sm sm:p-8">
      <h1 className={returning === undefined ? 'invisible text-2xl font-semibold sm:text-3xl' : 'text-2xl font-semibold sm:text-3xl'}>
        {greeting(name, returning ?? false)}
      </h1>
      <p className="mt-2 max-w-xl text-teal-50">
        This is your space to talk things through. Whenever something is on your mind, we are here to listen.
      </p>
      <ButtonLink
        to={paths.dashboard.startSession}
        className="mt-5 bg-white text-primary hover:bg-teal-50 focus-visible:outline-white"
      >
        <Mic className="h-4 w-4" aria-hidden />
        Start a Session
      </ButtonLink>
    </section>
  );
}
