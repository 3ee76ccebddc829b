import './i18n/register-translations';
import { AdminApp } from './app';

export default AdminApp;
