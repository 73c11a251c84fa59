import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodStats } from '@shared/api/mood';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const chartSeries = [
  { key: 'mood', name: 'Mood', colour: '#0f766e' },
  { key: 'energy', name: 'Energy', colour: '#d97706' },
  { key: 'stress', name: 'Stress', colour: '#dc2626' },
  { key: 'sleep', name: 'Sleep', colour: '#4f46e5' },
] as const;

/** Mood, energy, stress and sleep over the 30 days (a separate chunk: the chart library is large). */
export default function MoodChart({ daily }: { daily: MoodStats['daily'] }) {
  const data = daily.map((d) => ({ ...d, label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} fontSize={12} stroke="#64748b" />
        <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tickLine={false} axisLine={false} fontSize={12} stroke="#64748b" />
        <Tooltip contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }} />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        {chartSeries.map(({ key, name, colour }) => (
          <Line key={key} dataKey={key} name={name} stroke={colour} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
