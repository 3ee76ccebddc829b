import { i18n } from '@back-office/shared';
import '../../i18n/register-translations';
import { dashboardFixture } from '../../test/dashboard-fixture';
import type { ChartColours } from './chart-colours';
import { chartConfig } from './chart-config';
import { dashboardCharts } from './chart-model';
import { chartCsv, csvCell } from './chart-csv';

const colours: ChartColours = {
  tones: { brand: '#brand', success: '#green', danger: '#red', warning: '#amber', neutral: '#grey', info: '#blue', accent: '#berry' },
  text: '#text',
  grid: '#grid',
  surface: '#surface',
};
/** The parts of the options these tests read. */
interface ReadOptions {
  locale: string;
  scales: { x: { reverse: boolean }; y: { position: string; ticks: { callback: (value: number) => string } } };
  plugins: {
    legend: { display: boolean };
    tooltip: { callbacks: { label: (item: { dataset: { label?: string }; raw: unknown }) => string } };
  };
}
const optionsOf = (config: { options?: unknown }) => config.options as ReadOptions;

const chartsIn = (language: 'ar' | 'en') => dashboardCharts(dashboardFixture(), language, i18n.getFixedT(language, 'dashboard'));
const byId = (language: 'ar' | 'en', id: string) => chartsIn(language).find((chart) => chart.id === id)!;

describe('dashboard chart models', () => {
  it('maps every section of the contract to a chart, reviewers included for a reviewer', () => {
    expect(chartsIn('en').map((chart) => chart.id)).toEqual([
      'clients-by-status',
      'requests-by-decision',
      'amounts',
      'decisions',
      'by-merchant',
      'by-product',
      'by-branch',
      'reviewers-open',
      'reviewers-time',
    ]);
  });

  it('names statuses, groups the rest as "other" and writes days in the language', () => {
    expect(byId('en', 'clients-by-status')).toMatchObject({ categories: ['Active', 'Pending'], categoryTones: ['brand', 'warning'] });
    expect(byId('en', 'by-merchant').categories).toEqual(['Cairo Electronics', 'Other']);
    expect(byId('ar', 'by-merchant').categories).toEqual(['Cairo Electronics', 'أخرى']);
    expect(byId('en', 'decisions')).toMatchObject({
      title: 'Decisions per day',
      categories: ['24 Nov 2026', '25 Nov 2026'],
      stacked: true,
    });
    expect(byId('ar', 'decisions').categories[0]).toBe('٢٤ نوفمبر ٢٠٢٦');
    expect(byId('en', 'amounts').series[0]!.values).toEqual([500000, 320000]);
    const weekly = dashboardCharts(dashboardFixture({ bucket: 'week' }), 'en', i18n.getFixedT('en', 'dashboard'));
    expect(weekly.find((chart) => chart.id === 'decisions')).toMatchObject({ title: 'Decisions per week', categoryLabel: 'Week starting' });
  });
});

describe('chart configuration', () => {
  const format = (value: number | null) => `#${value}`;

  it('mirrors a bar chart in Arabic: x axis right to left, value axis on the right, legend and tooltip RTL', () => {
    const config = chartConfig(byId('ar', 'by-merchant'), { language: 'ar', colours, format });
    const options = optionsOf(config);
    expect(options.locale).toBe('ar-EG');
    expect(options.scales.x.reverse).toBe(true);
    expect(options.scales.y.position).toBe('right');
    expect(options.plugins.legend).toMatchObject({ display: true, rtl: true, textDirection: 'rtl' });
    expect(options.plugins.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(config.data.datasets.map((dataset) => dataset.backgroundColor)).toEqual(['#brand', '#green']);
  });

  it('keeps English left to right and writes values with the given formatter', () => {
    const config = chartConfig(byId('en', 'amounts'), { language: 'en', colours, format });
    const options = optionsOf(config);
    expect(options.locale).toBe('en-GB');
    expect(options.scales.x.reverse).toBe(false);
    expect(options.scales.y.position).toBe('left');
    expect(options.plugins.legend.display).toBe(false); // one series: its name is the title
    expect(options.scales.y.ticks.callback(5)).toBe('#5');
    expect(options.plugins.tooltip.callbacks.label({ dataset: { label: 'Amount' }, raw: 7 })).toBe('Amount: #7');
  });

  it('colours a doughnut per status from the theme', () => {
    const config = chartConfig(byId('en', 'requests-by-decision'), { language: 'en', colours, format });
    expect(config.type).toBe('doughnut');
    expect(config.data.datasets[0]).toMatchObject({
      data: [17, 60, 20],
      backgroundColor: ['#amber', '#green', '#red'],
      borderColor: '#surface',
    });
  });
});

describe('chart CSV', () => {
  it('is Excel-safe: BOM, CRLF, quoted separators and quotes, formulas neutralised (decision 0010)', () => {
    expect(chartCsv(byId('en', 'by-branch'))).toBe('\uFEFFBranch,Requests,Approvals\r\n"Nasr City, ""East""",30,20\r\n');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(null)).toBe('');
    expect(csvCell(1500.5)).toBe('1500.5');
  });

  it('writes the headers in the interface language', () => {
    expect(chartCsv(byId('ar', 'reviewers-time'))).toBe('\uFEFFالمراجع,الوقت الوسيط حتى القرار\r\nMona Adel,3\r\n');
  });
});
