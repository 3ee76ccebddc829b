import type { ChartConfiguration } from 'chart.js';
import type { Language } from '@back-office/shared';
import type { ChartColours } from './chart-colours';
import type { ChartModel } from './chart-model';

export interface ChartConfigOptions {
  language: Language;
  colours: ChartColours;
  /** The value as the table writes it (formatFigure), for tooltips and the value axis. */
  format: (value: number | null) => string;
}

/**
 * The Chart.js configuration of a chart model (issue 18). In Arabic the category axis runs
 * right to left, the value axis stands on the right, and legends and tooltips are laid out
 * right to left; numbers follow the language (the `locale` Chart.js formats with); colours are
 * the theme's. Kept apart from the drawing so it is tested without a canvas.
 */
export function chartConfig(model: ChartModel, { language, colours, format }: ChartConfigOptions): ChartConfiguration<'bar' | 'doughnut'> {
  const rtl = language === 'ar';
  const legend = {
    display: model.kind === 'doughnut' || model.series.length > 1,
    position: 'bottom' as const,
    rtl,
    textDirection: rtl ? 'rtl' : 'ltr',
    labels: { color: colours.text },
  };
  const tooltip = {
    rtl,
    textDirection: rtl ? 'rtl' : 'ltr',
    callbacks: {
      label: (item: { dataset: { label?: string }; raw: unknown }) => `${item.dataset.label ?? ''}: ${format(item.raw as number | null)}`,
    },
  };
  const common = {
    locale: language === 'ar' ? 'ar-EG' : 'en-GB',
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend, tooltip },
  };
  if (model.kind === 'doughnut') {
    const series = model.series[0];
    return {
      type: 'doughnut',
      data: {
        labels: model.categories,
        datasets: [
          {
            label: series?.label,
            data: series?.values ?? [],
            backgroundColor: (model.categoryTones ?? []).map((tone) => colours.tones[tone]),
            borderColor: colours.surface,
          },
        ],
      },
      options: common,
    };
  }
  return {
    type: 'bar',
    data: {
      labels: model.categories,
      datasets: model.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: colours.tones[series.tone],
        borderColor: colours.tones[series.tone],
      })),
    },
    options: {
      ...common,
      scales: {
        x: { reverse: rtl, stacked: model.stacked, ticks: { color: colours.text }, grid: { color: colours.grid } },
        y: {
          position: rtl ? 'right' : 'left',
          beginAtZero: true,
          stacked: model.stacked,
          ticks: { color: colours.text, callback: (value: string | number) => format(Number(value)) },
          grid: { color: colours.grid },
        },
      },
    },
  };
}
