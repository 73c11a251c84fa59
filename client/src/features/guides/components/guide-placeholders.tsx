/** Grey shapes standing in for content a plan cannot open: nothing of the guides' text. */
const bar = 'rounded-full bg-slate-200';

export function GuideCardsPlaceholder() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div key={card} className="space-y-4 rounded-2xl border border-border bg-surface p-6">
          <div className="h-10 w-10 rounded-xl bg-accent" />
          <div className={`h-4 w-2/3 ${bar}`} />
          <div className="space-y-2">
            <div className={`h-3 w-full ${bar}`} />
            <div className={`h-3 w-5/6 ${bar}`} />
            <div className={`h-3 w-1/2 ${bar}`} />
          </div>
          <div className={`h-3 w-1/3 ${bar} bg-teal-100`} />
        </div>
      ))}
    </div>
  );
}

export function GuideArticlePlaceholder() {
  return (
    <div className="space-y-6 rounded-2xl border border-border bg-surface p-6">
      <div className={`h-5 w-1/2 ${bar}`} />
      <div className="space-y-2">
        <div className={`h-3 w-full ${bar}`} />
        <div className={`h-3 w-11/12 ${bar}`} />
        <div className={`h-3 w-3/4 ${bar}`} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {['bg-rose-50', 'bg-sky-50', 'bg-amber-50', 'bg-slate-50'].map((tone) => (
          <div key={tone} className={`h-28 rounded-xl border border-border ${tone}`} />
        ))}
      </div>
      <div className="space-y-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-12 rounded-xl border border-border bg-slate-50" />
        ))}
      </div>
    </div>
  );
}
