import { ArrowLeft, SearchX } from 'lucide-react';
import { historyMessages } from '@shared/messages';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A missing, malformed or someone else's session id: all look the same from here. */
export function SessionNotFound() {
  return (
    <div className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center py-12 text-center">
        <SearchX className="h-10 w-10 text-muted" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">{historyMessages.notFoundTitle}</h1>
        <p className="mt-2 max-w-sm text-muted">{historyMessages.notFound}</p>
        <ButtonLink to={paths.dashboard.sessions} className="mt-6">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Sessions
        </ButtonLink>
      </Card>
    </div>
  );
}
