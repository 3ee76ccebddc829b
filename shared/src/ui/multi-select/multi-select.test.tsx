import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { MultiSelect } from './multi-select';

const statuses = [
  { id: 'active', name: 'نشط' },
  { id: 'pending', name: 'قيد الانتظار' },
];

function StatusFilter({ onChange }: { onChange: (ids: (string | number)[]) => void }) {
  const [ids, setIds] = useState<(string | number)[]>([]);
  return (
    <Field label="الحالة">
      <MultiSelect
        options={statuses}
        selectedIds={ids}
        placeholder="كل الحالات"
        onChange={(next) => {
          setIds(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

test('lists the chosen names with the language’s separator; nothing chosen shows the placeholder', async () => {
  const onChange = jest.fn();
  renderUi(<StatusFilter onChange={onChange} />, { language: 'ar' });
  const dropdown = screen.getByRole('combobox', { name: 'الحالة' });
  expect(dropdown).toHaveTextContent('كل الحالات');
  await userEvent.click(dropdown);
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'قيد الانتظار' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'نشط' }));
  expect(onChange).toHaveBeenLastCalledWith(['active', 'pending']);
  expect(dropdown).toHaveTextContent('نشط، قيد الانتظار');
});
