export { ServiceCatalogPage } from './ServiceCatalogPage';
