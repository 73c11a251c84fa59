import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Said plainly at the start of every session: the companion is an AI, not a person or a therapist. */
export function AiNotice({ className }: { className?: string }) {
  const { t } = useTranslation('session');
  return (
    <p
      data-testid="ai-notice"
      className={cn('flex items-start gap-2 rounded-xl border border-teal-100 bg-teal-50/70 px-4 py-2.5 text-sm text-slate-700', className)}
    >
      <Bot className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      <span>{t('honestAi.sessionNotice')}</span>
    </p>
  );
}
