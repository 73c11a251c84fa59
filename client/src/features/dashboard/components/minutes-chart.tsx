import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '@shared/api/sessions';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** Minutes talked per day over the last 30 days (loaded apart from the overview: the chart library is large). */
export default function MinutesChart({ days }: { days: DashboardResponse['minutesByDay'] }) {
  const data = days.map((d) => ({ ...d, label: label(d.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} fontSize={12} stroke="#64748b" />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="#64748b" width={48} />
        <Tooltip
          cursor={{ fill: '#f1f5f9' }}
          formatter={(value) => [`${String(value)} min`, 'Talked']}
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
        />
        <Bar dataKey="minutes" fill="#0f766e" radius={[4, 4, 0, 0]} maxBarSize={24} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
