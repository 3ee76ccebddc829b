import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { PageFrame } from './page-frame';

test('shows the title as the page heading and names the browser tab after it', () => {
  renderUi(
    <PageFrame title="Clients" actions={<button>Create client</button>}>
      <p>content</p>
    </PageFrame>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Clients' })).toContainElement(screen.getByText('content'));
  expect(screen.getByRole('button', { name: 'Create client' })).toBeInTheDocument();
  expect(document.title).toBe('Clients · Credit Back Office');
});

test('the tab title follows the language', () => {
  renderUi(<PageFrame title="العملاء">x</PageFrame>, { language: 'ar' });
  expect(document.title).toBe('العملاء · بوابة الائتمان');
});
