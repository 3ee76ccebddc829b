import { act, screen } from '@testing-library/react';
import { i18n, themeChanged } from '@back-office/shared';
import { renderUi } from '@back-office/shared/testing';
import '../../i18n/register-translations';
import { dashboardFixture } from '../../test/dashboard-fixture';
import { ChartCanvas } from './chart-canvas';
import { dashboardCharts } from './chart-model';

// jsdom has no canvas: Chart.js's drawing is replaced by a recorder of what it was asked to draw.
const drawn: { config: { type: string; options: { locale: string } }; destroyed: boolean }[] = [];
jest.mock('chart.js', () => {
  class Chart {
    static register = jest.fn();
    record: { config: unknown; destroyed: boolean };
    constructor(_canvas: HTMLCanvasElement, config: unknown) {
      this.record = { config, destroyed: false };
      drawn.push(this.record as (typeof drawn)[number]);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return {
    Chart,
    ArcElement: {},
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    DoughnutController: {},
    Legend: {},
    LinearScale: {},
    Tooltip: {},
  };
});

beforeEach(() => {
  drawn.length = 0;
});

const model = dashboardCharts(dashboardFixture(), 'ar', i18n.getFixedT('ar', 'dashboard'))[0]!;
const format = (value: number | null) => String(value);

test('draws the model on a named canvas, and redraws with the theme (colours are re-read)', () => {
  const { store } = renderUi(<ChartCanvas model={model} format={format} label="Clients by status: chart" />, { language: 'ar' });
  expect(screen.getByRole('img', { name: 'Clients by status: chart' }).tagName).toBe('CANVAS');
  expect(drawn).toHaveLength(1);
  expect(drawn[0]!.config).toMatchObject({ type: 'doughnut', options: { locale: 'ar-EG' } });
  act(() => {
    store.dispatch(themeChanged('dark'));
  });
  expect(drawn).toHaveLength(2);
  expect(drawn[0]!.destroyed).toBe(true);
  expect(drawn[1]!.destroyed).toBe(false);
});
