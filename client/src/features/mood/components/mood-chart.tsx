import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodStats } from '@shared/api/mood';
import { textDirection } from '@shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

export const chartSeries = [
  { key: 'mood', colour: '#0f766e' },
  { key: 'energy', colour: '#d97706' },
  { key: 'stress', colour: '#dc2626' },
  { key: 'sleep', colour: '#4f46e5' },
] as const;

/** Mood, energy, stress and sleep over the 30 days (a separate chunk: the chart library is large). */
export default function MoodChart({ daily }: { daily: MoodStats['daily'] }) {
  const { t } = useTranslation('mood');
  const format = useFormat();
  const language = currentLanguage();
  // Right to left, time runs from the right and the scale stands on the right.
  const rtl = textDirection(language) === 'rtl';
  const data = daily.map((d) => ({ ...d, label: format.shortDay(d.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is a picture, its figures are in the table beside it (ChartFrame). */}
      <LineChart accessibilityLayer={false} data={data} margin={rtl ? { top: 8, right: -24, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" reversed={rtl} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} fontSize={12} stroke="#64748b" />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          domain={[1, 5]}
          ticks={[1, 2, 3, 4, 5]}
          tickFormatter={(value: number) => value.toLocaleString(language)}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          stroke="#64748b"
        />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? format.mood(value) : value)}
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
        />
        {/* Its own legend: the library's names each dot "<series> legend icon", in English. */}
        <Legend
          content={() => (
            <ul className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600">
              {chartSeries.map(({ key, colour }) => (
                <li key={key} className="flex items-center gap-1.5">
                  <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: colour }} aria-hidden />
                  {t(`levels.${key}`)}
                </li>
              ))}
            </ul>
          )}
        />
        {chartSeries.map(({ key, colour }) => (
          <Line key={key} dataKey={key} name={t(`levels.${key}`)} stroke={colour} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
