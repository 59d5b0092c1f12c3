import { customerProfilePaths as paths, customerRecordPath } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them; the case
// manager of location B, customers and guests do not.
const atA = ['caseManager', 'admin', 'agencyAdmin'] as const;

async function freshAtA({ db, world }: MatrixContext) {
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  return customer.id;
}
const at = (path: string) => async (context: MatrixContext) =>
  customerRecordPath(path, { id: await freshAtA(context) });

describeAccessMatrix('customer profile', [
  { method: 'GET', url: at(paths.profile), allowed: atA, name: 'profile' },
  {
    method: 'PUT',
    url: at(paths.edit),
    body: () => ({
      first_name: 'Jordan',
      last_name: 'Rivera',
      preferred_name: 'Jo',
      birthdate: '1990-05-17',
      email: 'jordan@example.test',
      phone: '(303) 555-0199',
      address: '1 Main St',
      zip: '80202',
      sex: 'not_disclosed',
      hispanic_latino: 'no',
      races: ['white'],
      disability: 'no',
      veteran_status: 'yes',
      highest_grade_completed: 'high_school_diploma',
      employment_status_at_entry: 'unemployed',
    }),
    allowed: atA,
    name: 'edit',
  },
  { method: 'GET', url: at(paths.changes), allowed: atA, name: 'changes' },
]);
