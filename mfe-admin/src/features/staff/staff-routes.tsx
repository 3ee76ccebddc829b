import { Route, Routes } from 'react-router-dom';
import { InviteStaffPage } from './invite-staff-page';
import { StaffListPage } from './staff-list-page';
import { StaffMemberPage } from './staff-member-page';

/** Staff accounts (issue 17), under /admin/users: the list, the invitation and a person's page. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route index element={<StaffListPage />} />
      <Route path="new" element={<InviteStaffPage />} />
      <Route path=":id" element={<StaffMemberPage />} />
    </Routes>
  );
}
