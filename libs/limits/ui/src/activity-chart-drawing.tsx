import type { ActivityDay } from '@bet/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ActivityChartDrawingProps {
  days: readonly ActivityDay[];
  /** Minor units to the player's money text. */
  money: (minor: number) => string;
  labels: { deposits: string; stakes: string; wins: string };
}

/**
 * The drawing itself, with recharts: loaded lazily (activity-chart.tsx), so the library stays out
 * of the main bundle and loads only when the page shows the chart. Hidden from screen readers:
 * the figure around it is named, and the table says the same.
 */
export default function ActivityChartDrawing({ days, money, labels }: ActivityChartDrawingProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...days]} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} />
        <YAxis tickFormatter={(value: number) => money(value)} width={96} />
        <Tooltip formatter={(value) => money(Number(value))} />
        <Legend />
        <Bar dataKey="deposits" name={labels.deposits} fill="#2f6fde" />
        <Bar dataKey="stakes" name={labels.stakes} fill="#e08a1e" />
        <Bar dataKey="wins" name={labels.wins} fill="#2e9b53" />
      </BarChart>
    </ResponsiveContainer>
  );
}
