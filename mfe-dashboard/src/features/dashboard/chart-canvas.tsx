import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { selectLanguage, selectTheme, useAppSelector } from '@back-office/shared';
import { resolveChartColours } from './chart-colours';
import { chartConfig } from './chart-config';
import type { ChartModel } from './chart-model';

// Issue 18: Chart.js tree-shaken: only the two kinds of chart the dashboard draws are bundled.
Chart.register(BarController, BarElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartCanvasProps {
  model: ChartModel;
  /** The figures' accessible summary; the table view carries the figures themselves. */
  label: string;
  format: (value: number | null) => string;
}

/** Draws a chart model; redrawn when the data, the language or the theme changes. */
export function ChartCanvas({ model, label, format }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const language = useAppSelector(selectLanguage);
  const theme = useAppSelector(selectTheme);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const config = chartConfig(model, { language, colours: resolveChartColours(element), format });
    const chart = new Chart(element, config as ChartConfiguration);
    return () => chart.destroy();
  }, [model, language, theme, format]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
