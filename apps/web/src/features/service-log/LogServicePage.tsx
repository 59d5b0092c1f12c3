import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useModule } from '../../platform/useModule';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { contactTypesQuery, formOptionsQuery, serviceTypesQuery } from './api';

// The form's code (its fields, Mantine's form and inputs) is fetched alongside the form's options, which the page
// waits for behind its loader anyway, instead of with the page's first script (issue #30).
const loadForm = () => import('./LogServiceForm');

/** /service-tracker/create/{customerId}: the service log form (staff spec 2.12, 3, 4, 5); customer id 0 for none. */
export function LogServicePage() {
  const customerParam = Number(useParams().customerId ?? 0);
  const options = useQuery(formOptionsQuery);
  const types = useQuery(serviceTypesQuery);
  const contacts = useQuery(contactTypesQuery);
  const formModule = useModule(loadForm);
  if (options.isError || types.isError || contacts.isError)
    return (
      <LoadError
        what="the service log form"
        onRetry={() => Promise.all([options.refetch(), types.refetch(), contacts.refetch()])}
      />
    );
  if (!options.data || !types.data || !contacts.data || !formModule) return <PageLoader />;
  const { LogServiceForm } = formModule;
  return (
    <LogServiceForm
      customerId={customerParam > 0 ? customerParam : null}
      options={options.data}
      types={types.data}
      contacts={contacts.data}
    />
  );
}
