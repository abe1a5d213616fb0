import { formatDate, type NightKey } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTranslation } from '~/i18n/use-translation'
import type { OccupancyRow, RevenueMonth } from '~/lib/payouts'

const colors = {
  revenue: 'var(--color-forest-600)',
  commission: 'var(--color-sand-400)',
  grid: 'var(--color-stone-200)',
  text: 'var(--color-stone-500)',
}

const monthLabel = (month: string, language: string, style: 'short' | 'long') =>
  formatDate(`${month}-01` as NightKey, language, { month: style, ...(style === 'long' ? { year: 'numeric' } : {}) })

/** Revenue per month after the commission, with the commission stacked on top (bars of whole currency units). */
export function RevenueChart({ months, currency }: { months: RevenueMonth[]; currency: string }) {
  const { t, i18n } = useTranslation('payouts')
  const language = i18n.language
  const money = (cents: number) => formatMoney(cents, currency, language)
  const rows = months.map((month) => ({
    label: monthLabel(month.month, language, 'short'),
    month: month.month,
    revenue: month.revenue_in_cents,
    commission: month.commission_in_cents,
  }))
  return (
    // overflow-hidden: until ResponsiveContainer measures a narrower screen (a phone turned
    // upright), the chart keeps its old width; clipped, it never makes the page scroll sideways.
    <div className="h-64 w-full min-w-0 overflow-hidden sm:h-72" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 260 }}>
        <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tick={{ fill: colors.text, fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={4}
          />
          <YAxis
            width={64}
            // Without revenue yet the axis still reads €0 to €100, not five times €0.
            domain={[0, (max: number) => Math.max(max, 10_000)]}
            tickLine={false}
            axisLine={false}
            tick={{ fill: colors.text, fontSize: 12 }}
            tickFormatter={(value: number) => formatMoney(Math.round(value / 100) * 100, currency, language)}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-forest-50)' }}
            labelFormatter={(_label, payload) =>
              payload?.[0] ? monthLabel(String(payload[0].payload.month), language, 'long') : ''
            }
            formatter={(value, name) => [money(Number(value)), t(`chart.${String(name)}`)]}
          />
          <Bar
            dataKey="revenue"
            name="revenue"
            stackId="money"
            fill={colors.revenue}
            maxBarSize={36}
            isAnimationActive={false}
          />
          <Bar
            dataKey="commission"
            name="commission"
            stackId="money"
            fill={colors.commission}
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

/** Occupancy per listing over the coming nights, as horizontal bars in percent. */
export function OccupancyChart({ rows }: { rows: OccupancyRow[] }) {
  const { t } = useTranslation('payouts')
  // One line beside each bar (~18 characters fit the axis at 12 px); the tooltip names the listing in full.
  const data = rows.map((row) => ({ ...row, label: row.title.length > 18 ? `${row.title.slice(0, 17)}…` : row.title }))
  const height = Math.max(120, data.length * 44 + 24)
  return (
    <div className="w-full min-w-0 overflow-hidden" style={{ height }} data-testid="occupancy-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 24, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke={colors.grid} />
          <XAxis
            type="number"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            interval={0}
            tickFormatter={(value: number) => `${value}\u00a0%`}
            tickLine={false}
            axisLine={false}
            tick={{ fill: colors.text, fontSize: 12 }}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={120}
            tickLine={false}
            axisLine={false}
            tick={{ fill: colors.text, fontSize: 12 }}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-forest-50)' }}
            labelFormatter={(label, payload) => payload?.[0]?.payload?.title ?? label}
            formatter={(value, _name, item) => [
              t('occupancy.tooltip', {
                percent: Number(value),
                booked: item.payload.booked_nights,
                available: item.payload.available_nights,
              }),
              t('occupancy.label'),
            ]}
          />
          <Bar dataKey="occupancy_percent" radius={[0, 4, 4, 0]} maxBarSize={24} isAnimationActive={false}>
            {data.map((row) => (
              <Cell
                key={row.listing_id}
                fill={row.occupancy_percent >= 70 ? colors.revenue : 'var(--color-forest-400)'}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
