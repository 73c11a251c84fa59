import { LifeBuoy, X } from 'lucide-react';
import type { SessionSnapshot } from '@/lib/realtime-session';

type Crisis = NonNullable<SessionSnapshot['crisis']>;

const linkOf = (contact: string) => /^https?:\/\/\S+$/.exec(contact)?.[0];

/** Help lines the server sends when a message sounds like the person may be in danger. */
export function CrisisCard({ crisis, onDismiss }: { crisis: Crisis; onDismiss: () => void }) {
  return (
    <section role="alert" aria-labelledby="crisis-title" className="relative rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <div className="flex items-start gap-3 pr-8">
        <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div className="space-y-3">
          <h2 id="crisis-title" className="font-semibold">You are not alone</h2>
          <p className="text-sm">{crisis.message}</p>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {crisis.resources.map((resource) => {
              const href = linkOf(resource.contact);
              return (
                <li key={resource.name} className="rounded-xl bg-white/70 px-3 py-2">
                  <span className="block font-medium">{resource.name}</span>
                  {href ? (
                    <a href={href} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                      {resource.contact}
                    </a>
                  ) : (
                    <span>{resource.contact}</span>
                  )}
                  <span className="block text-xs text-amber-800">{resource.region}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Hide help lines" className="absolute right-3 top-3 rounded p-1 hover:bg-amber-100">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </section>
  );
}
