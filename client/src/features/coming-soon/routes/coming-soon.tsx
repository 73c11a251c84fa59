import { Sparkles } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

/** Placeholder for a dashboard area that is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      <Card className="flex items-start gap-4">
        <Sparkles className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div>
          <CardTitle>Coming soon</CardTitle>
          <CardDescription className="mt-1">
            We are still building this part of Solace. It will appear here as soon as it is ready.
          </CardDescription>
        </div>
      </Card>
    </div>
  );
}
