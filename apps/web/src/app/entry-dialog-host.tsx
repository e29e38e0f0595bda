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

/** Loads each entry dialog the first time anyone opens it. */
export function EntryDialogHost() {
  const opened = useEntryDialog();
  const employee = useMountedOnce(opened === 'employee');
  const rep = useMountedOnce(opened === 'rep');
  return (
    <Suspense fallback={null}>
      {employee && <EmployeeEnrollmentDialog opened={opened === 'employee'} onClose={closeEntryDialog} />}
      {rep && <RepEnrollmentDialog opened={opened === 'rep'} onClose={closeEntryDialog} />}
    </Suspense>
  );
}
