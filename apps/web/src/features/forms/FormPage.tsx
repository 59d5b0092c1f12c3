import { Anchor, Box, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { i18n, useT } from '../../platform/i18n';
import failureClasses from '../../ui/LoadError.module.css';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { formQuery } from './api';
import { useFormCodeLoaded } from './fieldLoaders';
import { FormScreen } from './screen/FormScreen';
import { FormToastContainer, showFormToast } from './screen/formToasts';
import { LaterStaffFormCustomer, preloadStaffFormCustomer } from './LaterStaffFormCustomer';
import { useFormsRoute } from './useFormTarget';

/** /customer-portal/forms/{id} and /forms/{customerId}/{formId}: one eligibility form being filled. */
export function FormPage() {
  const { t } = useT('forms');
  const route = useFormsRoute();
  const failureId = useId();
  const { data, error } = useQuery({
    ...formQuery(route.target ?? { formId: 0 }),
    enabled: route.valid && route.target !== undefined,
  });
  // The answer validator's code, fetched with the form, and the code of the form's controls and components, fetched as
  // the form arrives: the form shows once all are there (issue #30).
  const fieldsLoaded = useFormCodeLoaded(data?.questions);
  // Whose form it is, on the staff screen: its code comes while the form does, and shows with it.
  if (route.customerId !== undefined) preloadStaffFormCustomer();

  useEffect(() => {
    if (error)
      showFormToast({
        color: 'red',
        title: i18n.t('forms:loadFailedTitle'),
        message: i18n.t('forms:loadFailedText'),
      });
  }, [error]);

  let content;
  if (!route.valid || !route.target || error) {
    content = (
      // Alert's red box with its title, as LoadError draws it (without Alert's code on the first paint, issue #30).
      <Box
        role="alert"
        aria-labelledby={`${failureId}-title`}
        aria-describedby={`${failureId}-body`}
        className={failureClasses.root}
      >
        <Stack gap="xs">
          <Text id={`${failureId}-title`} size="sm" fw={700}>
            {t('loadFailedTitle')}
          </Text>
          <div id={`${failureId}-body`} className={failureClasses.message}>
            {t('loadFailedText')}{' '}
            <Anchor component={Link} to={route.listPath}>
              {t('backToForms')}
            </Anchor>
          </div>
        </Stack>
      </Box>
    );
  } else if (!data || !fieldsLoaded) {
    content = <PageLoader />;
  } else {
    content = <FormScreen key={data.form.id} load={data} target={route.target} listPath={route.listPath} />;
  }
  return (
    <>
      <PageTitle title={data?.form.name_short ?? t('heading')} />
      <FormToastContainer />
      {/* Staff fill a form for a customer: say whose it is (once loaded, the form carries the names). */}
      {route.customerId !== undefined && (data || error) && (
        <LaterStaffFormCustomer
          customerId={route.customerId}
          name={data ? `${data.form.customer.first_name} ${data.form.customer.last_name}` : undefined}
        />
      )}
      {content}
    </>
  );
}
