import { defineCatalog } from '../../shared/i18n/catalog.ts';
import en from './messages/en.json';

export const employeeMessages = defineCatalog(en, { es: () => import('./messages/es.json') });
