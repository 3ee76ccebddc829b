import { Route, Routes } from 'react-router-dom';
import { GeographyPage } from './geography-page';
import { MerchantsImportPage, MerchantsPage } from './merchants-page';
import { ReferenceIndexPage } from './reference-index-page';
import { ReferenceListPage } from './reference-list-page';

/** Issue 17: /admin/reference/* — the index of lists, geography, merchants, and each flat list. */
export function ReferenceRoutes() {
  return (
    <Routes>
      <Route index element={<ReferenceIndexPage />} />
      <Route path="geography" element={<GeographyPage />} />
      <Route path="merchants" element={<MerchantsPage />} />
      <Route path="merchants/import" element={<MerchantsImportPage />} />
      <Route path=":list" element={<ReferenceListPage />} />
    </Routes>
  );
}
