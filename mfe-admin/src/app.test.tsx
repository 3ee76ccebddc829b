import { screen } from '@testing-library/react';
import { mockRoutes } from '@back-office/shared/testing';
import { renderAdmin } from './test/render-admin';

const me = (role: string) => ({ 'GET /api/auth/me': { body: { data: { id: 1, name: 'Amal Saeed', email: 'admin@demo.test', role } } } });

describe('AdminApp', () => {
  it.each([
    ['ar', 'أقسام الإدارة', ['الموظفون', 'البيانات المرجعية', 'الإعدادات', 'سجل التدقيق']],
    ['en', 'Administration sections', ['Staff', 'Reference data', 'Settings', 'Audit trail']],
  ] as const)('gives an admin the four sections, translated (%s)', async (language, navName, sections) => {
    mockRoutes(me('admin'));
    renderAdmin(language, '/admin/settings');
    const nav = await screen.findByRole('navigation', { name: navName });
    for (const section of sections) expect(nav).toHaveTextContent(section);
    expect(screen.getByRole('link', { name: sections[2] })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['agent', 'risk'])('tells a %s that the pages are for administrators, and shows none of them', async (role) => {
    mockRoutes(me(role));
    renderAdmin('en', '/admin/users');
    expect(await screen.findByRole('heading', { name: 'For administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).not.toBeInTheDocument();
  });
});
