import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuideBlockOf } from '@shared/api/guides';
import { cn } from '@/lib/cn';

export function Paragraph({ block }: { block: GuideBlockOf<'paragraph'> }) {
  return <p className="leading-relaxed text-slate-700">{block.text}</p>;
}

export function BulletList({ block }: { block: GuideBlockOf<'list'> }) {
  if (block.ordered) {
    return (
      <ol className="list-decimal space-y-2 ps-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-primary">
        {block.items.map((item) => (
          <li key={item} className="ps-1">{item}</li>
        ))}
      </ol>
    );
  }
  return (
    <ul className="list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-primary">
      {block.items.map((item) => (
        <li key={item} className="ps-1">{item}</li>
      ))}
    </ul>
  );
}

export function Tip({ block }: { block: GuideBlockOf<'tip'> }) {
  return (
    <aside className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <div>
        <h3 className="font-semibold text-foreground">{block.title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{block.text}</p>
      </div>
    </aside>
  );
}

export function IdeaCards({ block }: { block: GuideBlockOf<'cards'> }) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', block.items.length === 3 && 'lg:grid-cols-3')}>
      {block.items.map((item) => (
        <div key={item.title} className="rounded-xl border border-border bg-slate-50 p-4">
          <h3 className="font-semibold text-foreground">{item.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.text}</p>
        </div>
      ))}
    </div>
  );
}

export function Schedule({ block }: { block: GuideBlockOf<'schedule'> }) {
  const { t } = useTranslation('guides');
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full text-start text-sm">
        <caption className="bg-slate-50 px-4 py-2 text-start font-medium text-foreground">{block.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('blocks.scheduleTime')}</th>
            <th scope="col">{t('blocks.scheduleActivity')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {block.rows.map((row) => (
            <tr key={row.time}>
              <th scope="row" className="w-32 whitespace-nowrap px-4 py-2 align-top font-medium tabular-nums text-primary sm:w-40">
                {row.time}
              </th>
              <td className="px-4 py-2 text-slate-700">{row.activity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
