import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '@shared/api/sessions';
import { useTranslation } from 'react-i18next';
import { textDirection } from '@shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/** Minutes talked per day over the last 30 days (loaded apart from the overview: the chart library is large). */
export default function MinutesChart({ days }: { days: DashboardResponse['minutesByDay'] }) {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  // Right to left, time runs from the right and the scale stands on the right.
  const rtl = textDirection(language) === 'rtl';
  const format = useFormat();
  const data = days.map((d) => ({ ...d, label: format.shortDay(d.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is a picture, its figures are in the table beside it (ChartFrame). */}
      <BarChart accessibilityLayer={false} data={data} margin={rtl ? { top: 8, right: -16, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" reversed={rtl} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} fontSize={12} stroke="#64748b" />
        <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="#64748b" width={48} />
        <Tooltip
          cursor={{ fill: '#f1f5f9' }}
          formatter={(value) => [t('overview.minutesTooltip', { minutes: String(value) }), t('overview.talked')]}
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
        />
        <Bar dataKey="minutes" fill="#0f766e" radius={[4, 4, 0, 0]} maxBarSize={24} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
