import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { CLIENT_PAGE_SIZES } from './page-sizes';
import { pageRange } from './page-range';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> = {}, language: 'ar' | 'en' = 'en') {
  const handlers = { onPageChange: jest.fn(), onPageSizeChange: jest.fn() };
  renderUi(<Pagination page={2} pageSize={10} total={42} pageSizes={CLIENT_PAGE_SIZES} {...handlers} {...props} />, { language });
  return handlers;
}

test.each([
  [1, 10, 42, { from: 1, to: 10, lastPage: 5 }],
  [5, 10, 42, { from: 41, to: 42, lastPage: 5 }],
  [1, 10, 0, { from: 0, to: 0, lastPage: 1 }],
])('page %i of size %i over %i rows', (page, size, total, expected) => {
  expect(pageRange(page, size, total)).toEqual(expected);
});

test('shows rows per page, the range and labelled previous/next buttons', async () => {
  const { onPageChange } = renderPagination();
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveValue('10');
  expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(1);
});

test('choosing a page size reports it', async () => {
  const { onPageSizeChange } = renderPagination();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
  expect(onPageSizeChange).toHaveBeenCalledWith(25);
});

test('no previous on the first page, no next on the last', () => {
  renderPagination({ page: 1, total: 8 });
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('Arabic labels, Arabic digits, and chevrons pointing the reading way', () => {
  renderPagination({}, 'ar');
  expect(screen.getByRole('combobox', { name: 'عدد الصفوف في الصفحة:' })).toBeInTheDocument();
  expect(screen.getByText('١١–٢٠ من ٤٢')).toBeInTheDocument();
  const previousIcon = screen.getByRole('button', { name: 'الصفحة السابقة' }).querySelector('svg');
  const nextIcon = screen.getByRole('button', { name: 'الصفحة التالية' }).querySelector('svg');
  expect(previousIcon?.innerHTML).toBe(iconMarkup(<ChevronRightRegular />));
  expect(nextIcon?.innerHTML).toBe(iconMarkup(<ChevronLeftRegular />));
});

function iconMarkup(icon: ReactElement): string | undefined {
  const { container, unmount } = render(icon);
  const markup = container.querySelector('svg')?.innerHTML;
  unmount();
  return markup;
}

test.each([
  ['en', '11–20 of more than 1,000'],
  ['ar', '١١–٢٠ من أكثر من ١٬٠٠٠'],
] as const)('a total the server stopped counting says "more than" (%s)', (language, range) => {
  renderPagination({ total: 1000, totalCapped: true }, language);
  expect(screen.getByText(range)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: language === 'en' ? 'Next page' : 'الصفحة التالية' })).toBeEnabled();
});
