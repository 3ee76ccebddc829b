import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { AddressPanels } from './address-panels';

const titles = { current_home: 'Home', nid: 'ID address', company: 'Company' };
const place = (name: string) => ({ name });
const home = { address: '12 Tahrir St', governorate: place('Cairo'), city: place('Nasr City'), area: place('Zone 1') };

test('one open panel per address there is, the company name first in its panel, and each folds away', async () => {
  renderUi(
    <AddressPanels
      titles={titles}
      addresses={{ current_home: home, nid: null, company: { ...home, address: '1 Nile St', company_name: 'Acme', area: null } }}
    />,
  );
  expect(screen.queryByRole('button', { name: 'ID address' })).not.toBeInTheDocument();
  const company = screen.getByRole('button', { name: 'Company' });
  expect(company).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
  expect(screen.getByText('Acme')).toBeInTheDocument();
  expect(screen.getByText('1 Nile St')).toBeInTheDocument();

  await userEvent.click(company);
  expect(company).toHaveAttribute('aria-expanded', 'false');
  expect(within(screen.getByRole('heading', { name: 'Home' }).parentElement!.parentElement!).getByText('12 Tahrir St')).toBeInTheDocument();
});

test('no address at all: nothing is drawn', () => {
  renderUi(<AddressPanels titles={titles} headingLevel="h3" addresses={{ current_home: null, nid: null }} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
