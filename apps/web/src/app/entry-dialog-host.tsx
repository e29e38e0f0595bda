import { lazy, Suspense } from 'react';
import { closeEntryDialog, useEntryDialog } from '../shared/entry-dialog.ts';
import { useMountedOnce } from './layout/use-mounted-once.ts';

const EmployeeEnrollmentDialog = lazy(() =>
  import('../features/employee-enrollment/employee-enrollment-dialog.tsx').then((m) => ({
    default: m.EmployeeEnrollmentDialog,
  })),
);
const RepEnrollmentDialog = lazy(() =>
  import('../features/employee-enrollment/rep-enrollment-dialog.tsx').then((m) => ({
    default: m.RepEnrollmentDialog,
  })),
);
const AccessCodeDialog = lazy(() =>
  import('../features/access/access-code-dialog.tsx').then((m) => ({ default: m.AccessCodeDialog })),
);

/** Loads each entry dialog the first time anyone opens it. */
export function EntryDialogHost() {
  const opened = useEntryDialog();
  const employee = useMountedOnce(opened === 'employee');
  const rep = useMountedOnce(opened === 'rep');
  const access = useMountedOnce(opened === 'access');
  return (
    <Suspense fallback={null}>
      {employee && <EmployeeEnrollmentDialog opened={opened === 'employee'} onClose={closeEntryDialog} />}
      {rep && <RepEnrollmentDialog opened={opened === 'rep'} onClose={closeEntryDialog} />}
      {access && <AccessCodeDialog opened={opened === 'access'} onClose={closeEntryDialog} />}
    </Suspense>
  );
}
