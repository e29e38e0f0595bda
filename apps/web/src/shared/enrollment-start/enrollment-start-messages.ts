import { defineCatalog } from '../i18n/catalog.ts';
import en from './messages/en.json';

export const enrollmentStartMessages = defineCatalog(en, { es: () => import('./messages/es.json') });
