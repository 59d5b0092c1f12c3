import type { CatalogProgram, CatalogServiceType } from '@portal/contracts';
import { lazy } from 'react';
import { laterModule } from '../../platform/laterModule';
import { LaterDialog } from '../../ui/LaterDialog';
import type { ModalProps, ServiceModalProps } from './CatalogForms';

// The catalogue's three forms (Modal, useForm, the colour input, the selects) load after the page has painted
// (ui/LaterDialog); their schemas are fetched as soon as the forms' code is in, so a submit rarely waits.
const loadForms = laterModule(() =>
  import('./CatalogForms').then((module) => {
    module.preloadCatalogSchemas();
    return module;
  }),
);
const ServiceTypeDialog = lazy(async () => ({ default: (await loadForms()).ServiceTypeModal }));
const ServiceDialog = lazy(async () => ({ default: (await loadForms()).ServiceModal }));
const ProgramDialog = lazy(async () => ({ default: (await loadForms()).ProgramModal }));

export function ServiceTypeModal(props: ModalProps<CatalogServiceType>) {
  return (
    <LaterDialog open={props.opened} load={loadForms}>
      <ServiceTypeDialog {...props} />
    </LaterDialog>
  );
}

export function ServiceModal(props: ServiceModalProps) {
  return (
    <LaterDialog open={props.opened} load={loadForms}>
      <ServiceDialog {...props} />
    </LaterDialog>
  );
}

export function ProgramModal(props: ModalProps<CatalogProgram>) {
  return (
    <LaterDialog open={props.opened} load={loadForms}>
      <ProgramDialog {...props} />
    </LaterDialog>
  );
}
